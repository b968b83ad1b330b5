'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { account } from '@/content/account';
import { accountMessages } from '@/content/account-messages';
import { fillMessage, messages } from '@/content/messages';
import { plural } from '@/lib/plural';
import { storageFailureMessages } from '@/lib/storage/failure-messages';
import { authStore } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';

const texts = account.settings;
const failures = {
  wrong: messages.connectionFailed,
  'signed-out': messages.connectionFailed,
  ...storageFailureMessages,
} as const;

/**
 * Delete account, behind a confirmation: the account and its trips leave this browser, then the
 * session ends and the visitor goes home, as Logout takes them.
 */
export function DeleteAccount({ email, tripCount }: { email: string; tripCount: number }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const onDelete = async () => {
    const store = await authStore().catch(() => null);
    const result = store ? store.getState().deleteAccount() : null;
    if (!result?.ok) return void showToast(result ? failures[result.error] : messages.connectionFailed, {}, 'error');
    setOpen(false);
    void showToast(accountMessages.accountDeleted, {}, 'success');
    router.push('/');
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} className="justify-self-start">
        {texts.deleteButton}
      </Button>
      <DialogContent>
        <DialogTitle>{texts.deleteTitle}</DialogTitle>
        <DialogDescription>
          {fillMessage(texts.deleteConfirmText, { email, trips: plural(tripCount, 'saved trip') })}
        </DialogDescription>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={() => void onDelete()}>
            {texts.deleteConfirm}
          </Button>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              {texts.deleteCancel}
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

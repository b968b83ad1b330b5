'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { HandoffLinks } from '@/components/requests/handoff-links';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { account } from '@/content/account';
import { accountMessages } from '@/content/account-messages';
import { fillMessage, messages } from '@/content/messages';
import { requestStanding } from '@/content/request-standing';
import { normalizeEmail } from '@/lib/auth/email';
import { plural } from '@/lib/plural';
import { useOutbox } from '@/lib/requests/outbox-store';
import { storageFailureMessages } from '@/lib/storage/failure-messages';
import { authStore } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';

const texts = account.settings;
const failures = {
  wrong: messages.connectionFailed,
  'signed-out': messages.connectionFailed,
  ...storageFailureMessages,
} as const;

const requestsOf = (references: readonly string[]) => ({
  requests: plural(references.length, 'request'),
  references: references.join(', '),
});

export function DeleteAccount({ email, tripCount }: { email: string; tripCount: number }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { entries } = useOutbox(normalizeEmail(email));
  const onDelete = async () => {
    const store = await authStore().catch(() => null);
    const result = store ? await store.getState().deleteAccount() : null;
    if (!result?.ok) return void showToast(result ? failures[result.error] : messages.connectionFailed, {}, 'error');
    setOpen(false);
    const requests = result.requests ?? [];
    if (requests.length) void showToast(accountMessages.accountDeletedRequests, requestsOf(requests), 'success');
    else void showToast(accountMessages.accountDeleted, {}, 'success');
    const { erased = [], unreached = [] } = result.inbox ?? {};
    if (erased.length) void showToast(requestStanding.deletedErased, { references: erased.join(', ') }, 'success');
    if (unreached.length)
      void showToast(requestStanding.deletedUnreached, { references: unreached.join(', ') }, 'error');
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
        {entries.length ? (
          <div className="grid gap-2 text-sm">
            <p>{fillMessage(texts.deleteRequests, requestsOf(entries.map(({ request }) => request.reference)))}</p>
            <ul className="grid gap-2">
              {entries.map(({ request }) => (
                <li key={request.id} aria-label={`Request ${request.reference}`} className="flex flex-wrap gap-3">
                  <span className="font-mono">{request.reference}</span>
                  <HandoffLinks request={request} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
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

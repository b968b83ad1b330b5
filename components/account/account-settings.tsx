'use client';

import { Button } from '@/components/ui/button';
import { account } from '@/content/account';
import { accountMessages } from '@/content/account-messages';
import { accountExport, exportFileName } from '@/lib/account/account-export';
import { sentRequestsOf } from '@/lib/account/sent-requests';
import type { SessionUser } from '@/lib/auth/schemas';
import { mumbaiDate } from '@/lib/time/mumbai';
import { showToast } from '@/lib/toast';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';

const texts = account.settings;

function download(name: string, json: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AccountSettings({ id, user, trips }: { id: string; user: SessionUser; trips: SavedTrip[] }) {
  const onExport = () => {
    const now = new Date();
    const file = exportFileName(now, mumbaiDate);
    download(file, accountExport(user, trips, sentRequestsOf(user.email), now));
    void showToast(accountMessages.exported, { file }, 'success');
  };

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="grid gap-8 rounded-card border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {texts.heading}
      </h2>
      <div className="grid gap-4">
        <h3 className="text-lg font-semibold">{texts.passwordHeading}</h3>
        <ChangePasswordForm />
      </div>
      <div className="grid gap-3">
        <h3 className="text-lg font-semibold">{texts.exportHeading}</h3>
        <p className="text-sm text-muted-foreground">{texts.exportText}</p>
        <Button type="button" variant="outline" onClick={onExport} className="justify-self-start">
          {texts.exportButton}
        </Button>
      </div>
      <div className="grid gap-3">
        <h3 className="text-lg font-semibold">{texts.deleteHeading}</h3>
        <p className="text-sm text-muted-foreground">{texts.deleteText}</p>
        <DeleteAccount email={user.email} tripCount={trips.length} />
      </div>
    </section>
  );
}

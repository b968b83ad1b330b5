'use client';

import { useState } from 'react';
import { useRequestAction } from '@/components/requests/use-request-action';
import { account } from '@/content/account';
import type { SessionUser } from '@/lib/auth/schemas';
import type { RoleDashboard } from '@/lib/content';
import { fillMessage } from '@/lib/fill-message';
import { onUse } from '@/lib/on-use';
import { useSavedTrips } from '@/lib/stores/use-auth-session';
import { tripsOf } from '@/lib/trips/saved-trip-view';
import { ActionButton } from './action-button';
import { DeskRecordList } from './desk-record-list';
import { FigureList } from './figure-list';
import { ACCOUNT_SETTINGS_ID, LazyAccountSettings } from './lazy-account-settings';
import { ListAircraftForm } from './list-aircraft-form';
import { useAccountRecords } from './use-sent-requests';

type DeskRole = 'Jet Owner' | 'Operator';

const texts = account.desks;

const loadKind = onUse(() => import('@/lib/requests/kinds/desk').then((module) => module.deskKind));

// A cancelled, refused or handed-back request never reached the desk: it is not counted.
const NEVER_WENT = new Set(['refused', 'cancelled', 'returned']);

export function DeskDashboard({
  role,
  dashboard,
  user,
}: {
  role: DeskRole;
  dashboard: RoleDashboard;
  user: SessionUser;
}) {
  const desk = texts[role];
  const { email } = user;
  const trips = tripsOf(useSavedTrips(), email);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const ask = useRequestAction(loadKind, {
    context: ({ action }) => ({ heading: fillMessage(texts.requestText, { desk: desk.desk, action, email }) }),
  });
  const { busy, dialog } = ask;
  const records = useAccountRecords(email);
  const went = records.filter((record) => !NEVER_WENT.has(record.status));
  const count = (kind: string) => String(went.filter((record) => record.kind === kind).length);
  const figures = [
    { label: dashboard.figures.listings, value: count('listing') },
    { label: dashboard.figures.requests, value: count('desk') },
  ];

  return (
    <div className="grid gap-12">
      <section aria-labelledby="dashboard-figures" className="grid gap-4">
        <h2 id="dashboard-figures" className="text-2xl font-semibold">
          {role} overview
        </h2>
        <p className="text-sm text-muted-foreground">{fillMessage(texts.figuresNote, { desk: desk.desk })}</p>
        <FigureList figures={figures} />
      </section>
      <DeskRecordList records={records} />
      <section aria-label={account.listing.heading}>
        <ListAircraftForm role={role} email={email} desk={desk.desk} />
      </section>
      <section aria-labelledby="dashboard-actions" className="grid gap-5">
        <h2 id="dashboard-actions" className="text-2xl font-semibold">
          Quick actions
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {dashboard.actions.map((name) => (
            <li key={name}>
              <ActionButton
                aria-haspopup="dialog"
                aria-disabled={busy || undefined}
                onClick={() => void ask.run({ role, action: name, email })}
              >
                {name}
              </ActionButton>
            </li>
          ))}
          <li>
            <ActionButton
              aria-expanded={settingsOpen}
              aria-controls={ACCOUNT_SETTINGS_ID}
              onClick={() => setSettingsOpen((open) => !open)}
            >
              {account.settings.heading}
            </ActionButton>
          </li>
        </ul>
        {settingsOpen && <LazyAccountSettings id={ACCOUNT_SETTINGS_ID} user={user} trips={trips} />}
      </section>
      {dialog}
    </div>
  );
}

'use client';

import { TrashIcon } from '@/components/icons/lucide/trash';
import { Button } from '@/components/ui/button';
import { account } from '@/content/account';
import { forgetSent, type FlightRecord } from '@/lib/account/sent-requests';
import { sentStatusText } from '@/lib/account/sent-status';
import { browserPart } from '@/lib/browser-part';
import { formatLongDate } from '@/lib/estimate/format';
import { formatINR } from '@/lib/format';
import { onUse } from '@/lib/on-use';
import { storageFailureMessages } from '@/lib/storage/failure-messages';
import { showToast } from '@/lib/toast';
import { DeskLine } from './desk-line';
import type { TrackedRecord } from './use-sent-requests';

const texts = account.customer;

// The outbox and the hand-off texts load only when a request in the list was refused.
const RefusedHandoff = browserPart(onUse(() => import('./refused-handoff').then((module) => module.RefusedHandoff)));
// Asking the inbox to erase a request loads only when Remove is pressed on one it can be asked about.
const loadRemoval = onUse(() => import('./remove-tracked'));

const datesOf = (request: FlightRecord) =>
  request.dates.map((date) => (date ? formatLongDate(date) : 'Date to be confirmed')).join(' · ');

export function SentRequestList({
  email,
  requests,
}: {
  email: string;
  requests: readonly TrackedRecord<FlightRecord>[];
}) {
  if (requests.length === 0) return null;
  const onRemove = async (request: TrackedRecord<FlightRecord>) => {
    if (request.tracked) return void (await loadRemoval()).removeTracked(email, request.tracked);
    const result = forgetSent(email, request.reference);
    if (!result.ok) void showToast(storageFailureMessages[result.reason]);
  };
  return (
    <section aria-labelledby="sent-requests-heading" className="grid gap-4">
      <h3 id="sent-requests-heading" className="text-xl font-semibold">
        {texts.sentHeading}
      </h3>
      <p className="text-sm text-muted-foreground">{texts.sentIntro}</p>
      <ul className="grid gap-3">
        {[...requests].reverse().map((request) => (
          <li
            key={request.reference}
            aria-label={`Request ${request.reference}`}
            className="grid gap-3 rounded-card border border-border bg-surface p-5 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="grid gap-1">
              <p className="font-medium text-foreground">
                {texts.sentKinds[request.kind]} · <span className="font-mono">{request.reference}</span>
              </p>
              {request.route ? <p className="text-foreground">{request.route}</p> : null}
              <p className="text-sm text-muted-foreground">{datesOf(request)}</p>
              {request.desk === undefined ? null : <DeskLine desk={request.desk} />}
              <p className="text-sm text-muted-foreground">
                {/* How far it went, and no further: a hand-off never reads as Sent or Received. */}
                {sentStatusText(request)}
                {request.estimate === null ? null : (
                  <>
                    {' '}
                    · Estimate <span className="text-foreground">{formatINR(request.estimate)}</span>
                  </>
                )}
              </p>
              {request.status === 'refused' ? <RefusedHandoff email={email} reference={request.reference} /> : null}
            </div>
            <Button type="button" variant="ghost" size="sm" onClick={() => void onRemove(request)}>
              <TrashIcon aria-hidden />
              {texts.sentRemove}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

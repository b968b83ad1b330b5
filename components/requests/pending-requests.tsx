'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { fillMessage } from '@/content/messages';
import { requestStatus as copy } from '@/content/request-status';
import { cancel } from '@/lib/requests/outbox';
import { useOutbox } from '@/lib/requests/outbox-store';
import { reasonInWords } from '@/lib/requests/reason-in-words';
import { storageFailureMessages } from '@/lib/storage/failure-messages';
import { showToast } from '@/lib/toast';
import { HandoffLinks } from './handoff-links';

function onCancel(id: string, account: string | null) {
  const result = cancel(id, account);
  if (!result.ok) void showToast(storageFailureMessages[result.reason], {}, 'error');
}

// The requests this browser still holds for the endpoint, made by `account`.
export function PendingRequests({
  account,
  showEmpty = false,
  headingLevel = 3,
}: {
  account: string | null;
  showEmpty?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { entries, setAside } = useOutbox(account);
  const headingId = useId();
  if (!entries.length && !showEmpty && !setAside) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading id={headingId} className="text-base font-semibold">
        {copy.pendingHeading}
      </Heading>
      {setAside ? (
        <p role="status" className="text-sm text-muted-foreground">
          {copy.setAside}
        </p>
      ) : null}
      {entries.length ? (
        <ul className="grid gap-3">
          {entries.map(({ request, state, lastError }) => (
            <li key={request.id} className="grid gap-2 rounded-xl border border-border p-3 text-sm">
              <p className="font-semibold">{request.reference}</p>
              <p className="text-muted-foreground">
                {state === 'rejected'
                  ? fillMessage(copy.rejectedLine, { reason: reasonInWords(lastError) })
                  : fillMessage(copy.pendingLine, { time: request.mumbaiTime, reason: reasonInWords(lastError) })}
              </p>
              <div className="flex flex-wrap gap-3">
                <HandoffLinks request={request} />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`${copy.cancel} ${request.reference}`}
                  onClick={() => onCancel(request.id, account)}
                >
                  {copy.cancel}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : entries.length === 0 && showEmpty ? (
        <p className="text-sm text-muted-foreground">{copy.pendingEmpty}</p>
      ) : null}
    </section>
  );
}

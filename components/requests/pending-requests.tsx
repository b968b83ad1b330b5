'use client';

import { useId, useMemo, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { fillMessage } from '@/content/messages';
import { requests as copy } from '@/content/requests';
import { externalLinkProps } from '@/lib/links';
import { cancel, subscribeOutbox } from '@/lib/requests/outbox';
import { OUTBOX_KEY, parseOutbox } from '@/lib/requests/outbox-storage';
import { handoffLinks } from '@/lib/requests/render';

function rawOutbox(): string | null {
  try {
    return window.localStorage.getItem(OUTBOX_KEY);
  } catch {
    return null;
  }
}

/**
 * The requests this browser still holds for the endpoint: each with its reference, since when,
 * why it is not delivered yet, its hand-offs and a Cancel button. Renders nothing when none are
 * held (`showEmpty` says so instead). Used by the request confirmation and the dashboard.
 */
export function PendingRequests({
  showEmpty = false,
  headingLevel = 3,
}: {
  showEmpty?: boolean;
  headingLevel?: 2 | 3;
}) {
  const raw = useSyncExternalStore(subscribeOutbox, rawOutbox, () => null);
  const entries = useMemo(() => parseOutbox(raw).value, [raw]);
  const headingId = useId();
  if (!entries.length && !showEmpty) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading id={headingId} className="text-base font-semibold">
        {copy.pendingHeading}
      </Heading>
      {entries.length ? (
        <ul className="grid gap-3">
          {entries.map(({ request, state, lastError }) => {
            const links = handoffLinks(request);
            return (
              <li key={request.reference} className="grid gap-2 rounded-xl border border-border p-3 text-sm">
                <p className="font-semibold">{request.reference}</p>
                <p className="text-muted-foreground">
                  {state === 'rejected'
                    ? fillMessage(copy.rejectedLine, { reason: lastError })
                    : fillMessage(copy.pendingLine, { time: request.mumbaiTime, reason: lastError || '–' })}
                </p>
                <div className="flex flex-wrap gap-3">
                  <a href={links.whatsapp} {...externalLinkProps} className="text-gold underline underline-offset-4">
                    {copy.whatsapp}
                  </a>
                  <a href={links.email} className="text-gold underline underline-offset-4">
                    {copy.email}
                  </a>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`${copy.cancel} ${request.reference}`}
                    onClick={() => cancel(request.reference)}
                  >
                    {copy.cancel}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{copy.pendingEmpty}</p>
      )}
    </section>
  );
}

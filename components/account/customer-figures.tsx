'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { account } from '@/content/account';
import { fillMessage } from '@/content/messages';
import { accountFlights, loyaltyStanding } from '@/lib/account/figures';
import type { SentRequest } from '@/lib/account/sent-requests';
import { formatINRShort } from '@/lib/format-short';
import { plural } from '@/lib/plural';
import type { CustomerDashboard } from '@/lib/schemas/content/dashboards';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { FigureList } from './figure-list';

const texts = account.customer;

export function CustomerFigures({
  labels,
  trips,
  sent,
}: {
  labels: CustomerDashboard['figures'];
  trips: SavedTrip[];
  sent: SentRequest[];
}) {
  const { counts, awaiting, asked } = accountFlights(sent);
  // A saved trip that was sent is its request (which names the trip's quote), never also planned.
  const planned = trips.filter((trip) => !asked.has(trip.reference)).length;

  const standing = loyaltyStanding(counts.past, texts.loyaltyTiers);
  const next = standing.next;
  const tierNote = !next
    ? texts.topTier
    : fillMessage(texts.nextTier, { flights: plural(next.needed, 'more past flight'), tier: next.tier.name });
  const upcomingNotes = [
    planned === 0 ? '' : fillMessage(texts.planned, { trips: plural(planned, 'planned trip') }),
    awaiting === 0 ? '' : fillMessage(texts.awaiting, { requests: plural(awaiting, 'request') }),
  ].filter(Boolean);
  const spent =
    counts.spent === null
      ? { value: texts.spentNone }
      : {
          value: (
            <>
              {formatINRShort(counts.spent)}{' '}
              <span className="font-sans text-sm font-normal text-muted-foreground">({texts.spentEstimated})</span>
            </>
          ),
          note: texts.spentNote,
        };

  return (
    <div className="grid gap-4">
      <FigureList
        figures={[
          { label: labels.upcoming, value: counts.upcoming, note: upcomingNotes.join(' · ') || undefined },
          { label: labels.past, value: counts.past },
          { label: labels.spent, ...spent },
          { label: labels.tier, value: standing.tier.name, note: tierNote },
        ]}
      />
      <p className="text-sm text-muted-foreground">{texts.counting}</p>
      {trips.length === 0 && sent.length === 0 && (
        <p className="text-foreground">
          {texts.start}{' '}
          <IntentLink href="/book/" className="text-gold underline underline-offset-4">
            {texts.startLink}
          </IntentLink>
        </p>
      )}
    </div>
  );
}

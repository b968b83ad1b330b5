'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { account } from '@/content/account';
import { fillMessage } from '@/content/messages';
import { countFlights, loyaltyStanding } from '@/lib/account/figures';
import type { SentRequest } from '@/lib/account/sent-requests';
import { formatINRShort } from '@/lib/format-short';
import { plural } from '@/lib/plural';
import type { CustomerDashboard } from '@/lib/schemas/content/dashboards';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { FigureList } from './figure-list';

const texts = account.customer;

/**
 * Upcoming Flights, Past Flights, Total Spent and Loyalty Tier, from the flights the account asked
 * us for (its sent requests) by their dates in Mumbai. A saved trip that was not sent is planned,
 * not a flight: it is counted under Upcoming Flights as planned, never in the figures.
 */
export function CustomerFigures({
  labels,
  trips,
  sent,
}: {
  labels: CustomerDashboard['figures'];
  trips: SavedTrip[];
  sent: SentRequest[];
}) {
  // A request the endpoint refused is no flight: the desk does not have it.
  const asked = sent.filter((request) => request.status !== 'refused');
  // A saved trip that was sent counts once, as its request (which names the trip's quote).
  const sentReferences = new Set(asked.map((request) => request.quote ?? request.reference));
  const planned = trips.filter((trip) => !sentReferences.has(trip.reference)).length;
  const counts = countFlights(asked);

  const standing = loyaltyStanding(counts.past, texts.loyaltyTiers);
  const next = standing.next;
  const tierNote = !next
    ? texts.topTier
    : fillMessage(texts.nextTier, { flights: plural(next.needed, 'more past flight'), tier: next.tier.name });
  const plannedNote =
    planned === 0 ? undefined : fillMessage(texts.planned, { trips: plural(planned, 'planned trip') });
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
          { label: labels.upcoming, value: counts.upcoming, note: plannedNote },
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

'use client';

import { useEffect, useState } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { account } from '@/content/account';
import { fillMessage } from '@/content/messages';
import { countFlights, loyaltyStanding, type DatedFlight } from '@/lib/account/figures';
import type { SentRequest } from '@/lib/account/sent-requests';
import { formatINRShort } from '@/lib/format-short';
import { plural } from '@/lib/plural';
import type { CustomerDashboard } from '@/lib/schemas/content/dashboards';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { FigureList } from './figure-list';
import { loadSavedTripList } from './load-saved-trip-list';

const texts = account.customer;
type Estimate = (trip: SavedTrip) => number | null;

const tripFlight = (trip: SavedTrip, estimate: Estimate | null): DatedFlight => ({
  dates: trip.legs.map((leg) => leg.date),
  estimate: estimate ? estimate(trip) : null,
});

/**
 * Upcoming Flights, Past Flights, Total Spent and Loyalty Tier, from the account's saved trips and
 * sent requests by their dates in Mumbai. The estimator (with the rate card and airports) loads only when there
 * are past trips to add up: the same chunk as the saved-trip list.
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
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  // A trip that was also sent counts once, as sent. Sent requests carry their estimate; saved
  // trips are priced by the estimator, loaded only when one of them is past.
  const sentReferences = new Set(sent.map((request) => request.reference));
  const unsent = trips.filter((trip) => !sentReferences.has(trip.reference));
  const counts = countFlights([...unsent.map((trip) => tripFlight(trip, estimate)), ...sent]);
  const needsEstimates = countFlights(unsent.map((trip) => tripFlight(trip, null))).past > 0;

  useEffect(() => {
    if (!needsEstimates) return;
    let live = true;
    loadSavedTripList()
      .then((list) => live && setEstimate(() => list.tripEstimate))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [needsEstimates]);

  const standing = loyaltyStanding(counts.past, texts.loyaltyTiers);
  const next = standing.next;
  const tierNote = !next
    ? texts.topTier
    : fillMessage(texts.nextTier, { flights: plural(next.needed, 'more past flight'), tier: next.tier.name });
  const spent =
    counts.spent === null
      ? { value: needsEstimates && !estimate ? '…' : texts.spentNone }
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
          { label: labels.upcoming, value: counts.upcoming },
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

'use client';

import { Trash2Icon } from '@/components/icons/outline/trash-2';
import { Button, buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { PartBoundary } from '@/components/ui/part-boundary';
import { airports as airportContent } from '@/content/airports';
import { failureMessages } from '@/content/failure-messages';
import { fillMessage, messages } from '@/content/messages';
import { pricing as pricingContent } from '@/content/pricing';
import { tripMessages } from '@/content/trip-messages';
import { formatTravelDate } from '@/lib/booking/whatsapp-text';
import { formatINR } from '@/lib/format';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { removeSavedTrip } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';
import { plannerEstimate } from '@/lib/trips/planner-estimate';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { savedTripValues, tripRoute } from '@/lib/trips/saved-trip-view';
import { plannerToSearch } from '@/lib/trips/url';

// The content modules are validated when the site is built; this chunk reads them as they are.
const airports = airportContent as readonly Airport[];
const pricing = pricingContent as Pricing;

const failures = {
  full: messages.storageFull,
  blocked: messages.storageBlocked,
  newer: messages.storageNewer,
} as const;

function RemoveButton({ onRemove }: { onRemove: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
      <Trash2Icon aria-hidden />
      Remove
    </Button>
  );
}

const cardClass = 'grid gap-3 rounded-card border border-border bg-surface p-5 sm:grid-cols-[1fr_auto] sm:items-center';

/** One saved trip: its route, dates, today's estimate and reference, with Open and Remove. */
function SavedTripCard({ trip, onRemove }: { trip: SavedTrip; onRemove: () => void }) {
  const values = savedTripValues(trip);
  const result = plannerEstimate(values, { airports, pricing });
  const total = result.estimate.status === 'ok' ? formatINR(result.estimate.total) : 'Priced by hand';
  const dates = trip.legs.map((leg) => (leg.date ? formatTravelDate(leg.date) : 'Date to be confirmed'));
  return (
    <div className={cardClass}>
      <div className="grid gap-1">
        <p className="font-medium text-foreground">{tripRoute(trip)}</p>
        <p className="text-sm text-muted-foreground">{dates.join(' · ')}</p>
        <p className="text-sm text-muted-foreground">
          {pricing.jetTypes[trip.jetType].label} · Estimated total <span className="text-foreground">{total}</span> ·
          Reference <span className="font-mono text-foreground">{trip.reference}</span>
        </p>
      </div>
      <div className="flex gap-2">
        <IntentLink
          href={`/book/${plannerToSearch(values)}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Open
        </IntentLink>
        <RemoveButton onRemove={onRemove} />
      </div>
    </div>
  );
}

/** A trip that could not be shown still names itself and can be removed: the visitor is never stuck with it. */
function TripFailed({ reference, onRemove }: { reference: string; onRemove: () => void }) {
  return (
    <div role="alert" className={cardClass}>
      <div className="grid gap-1 text-sm">
        <p className="font-medium text-foreground">{fillMessage(failureMessages.savedTrip.title, { reference })}</p>
        <p className="text-muted-foreground">{failureMessages.savedTrip.description}</p>
      </div>
      <RemoveButton onRemove={onRemove} />
    </div>
  );
}

/** The account's saved trips, each estimated from today's rate card, with Open and Remove; one that throws stands alone. */
export function SavedTripList({ trips }: { trips: readonly SavedTrip[] }) {
  const onRemove = async (reference: string) => {
    const result = await removeSavedTrip(reference).catch(() => null);
    if (!result) void showToast(messages.connectionFailed, {}, 'error');
    else if (result.ok) void showToast(tripMessages.tripRemoved, {}, 'success');
    else if (result.error in failures) void showToast(failures[result.error as keyof typeof failures], {}, 'error');
  };

  return (
    <ul className="grid gap-3">
      {trips.map((trip) => {
        const remove = () => void onRemove(trip.reference);
        return (
          <li key={trip.reference} aria-label={`Trip ${trip.reference}`}>
            <PartBoundary fallback={() => <TripFailed reference={trip.reference} onRemove={remove} />}>
              <SavedTripCard trip={trip} onRemove={remove} />
            </PartBoundary>
          </li>
        );
      })}
    </ul>
  );
}

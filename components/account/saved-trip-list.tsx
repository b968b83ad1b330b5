'use client';

import { TrashIcon } from '@/components/icons/lucide/trash';
import { Button, buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { PartBoundary } from '@/components/ui/part-boundary';
import { account } from '@/content/account';
import { accountMessages } from '@/content/account-messages';
import { airports as airportContent } from '@/content/airports';
import { failureMessages } from '@/content/failure-messages';
import { fillMessage, messages } from '@/content/messages';
import { pricing as pricingContent } from '@/content/pricing';
import { requests } from '@/content/requests';
import type { SentRequest } from '@/lib/account/sent-requests';
import { sentStatusText } from '@/lib/account/sent-status';
import { formatINR } from '@/lib/format';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { storageFailureMessages } from '@/lib/storage/failure-messages';
import { removeSavedTrip, restoreSavedTrip } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';
import { plan } from '@/lib/trips/plan';
import type { PlannerInput } from '@/lib/trips/planner-input';
import { routeLine } from '@/lib/trips/route-line';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { savedTripValues } from '@/lib/trips/saved-trip-view';
import { formatTravelDate } from '@/lib/trips/travel-date';
import { plannerToSearch } from '@/lib/trips/url';

const airports = airportContent as readonly Airport[];
const pricing = pricingContent as Pricing;

const failures = {
  ...storageFailureMessages,
} as const;

export function tripEstimate(trip: SavedTrip): number | null {
  const result = plan(savedTripValues(trip), { airports, pricing });
  return result.estimate.status === 'ok' ? result.estimate.total : null;
}

function withoutDates(values: PlannerInput): PlannerInput {
  return {
    ...values,
    date: '',
    returnDate: '',
    nextLegs: values.nextLegs.map((leg) => ({ ...leg, date: '' })),
  };
}

type Outcome = Awaited<ReturnType<typeof removeSavedTrip>> | null;

function reportFailure(result: Outcome) {
  if (!result) void showToast(messages.connectionFailed, {}, 'error');
  else if (!result.ok && result.error in failures)
    void showToast(failures[result.error as keyof typeof failures], {}, 'error');
}

function RemoveButton({ onRemove }: { onRemove: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
      <TrashIcon aria-hidden />
      Remove
    </Button>
  );
}

const tripRoute = (trip: SavedTrip) => routeLine(trip.legs, airports);

function namedRoute(trip: SavedTrip): string {
  try {
    return `${tripRoute(trip)} · `;
  } catch {
    return '';
  }
}

const cardClass = 'grid gap-3 rounded-card border border-border bg-surface p-5 sm:grid-cols-[1fr_auto] sm:items-center';

function SavedTripCard({ trip, sent, onRemove }: { trip: SavedTrip; sent?: SentRequest; onRemove: () => void }) {
  const values = savedTripValues(trip);
  const estimate = tripEstimate(trip);
  const total = estimate === null ? 'Priced by hand' : formatINR(estimate);
  const dates = trip.legs.map((leg) => (leg.date ? formatTravelDate(leg.date) : 'Date to be confirmed'));
  return (
    <div className={cardClass}>
      <div className="grid gap-1">
        <p className="font-medium text-foreground">{tripRoute(trip)}</p>
        <p className="text-sm text-muted-foreground">{dates.join(' · ')}</p>
        <p className="text-sm text-muted-foreground">
          {pricing.jetTypes[trip.jetType].label} · Estimated total <span className="text-foreground">{total}</span> ·{' '}
          {requests.references.quote} <span className="font-mono text-foreground">{trip.reference}</span>
        </p>
        {sent ? (
          <p className="text-sm font-medium text-foreground">
            {fillMessage(account.customer.tripRequest, { reference: sent.reference, status: sentStatusText(sent) })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <IntentLink
          href={`/book/${plannerToSearch(values)}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Open
        </IntentLink>
        <IntentLink
          href={`/book/${plannerToSearch(withoutDates(values))}`}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          {account.customer.duplicate}
        </IntentLink>
        <RemoveButton onRemove={onRemove} />
      </div>
    </div>
  );
}

// A trip that could not be shown still names itself and can be removed: the visitor is never stuck with it.
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

export function SavedTripList({ trips, sent }: { trips: readonly SavedTrip[]; sent: readonly SentRequest[] }) {
  // A trip asked for more than once names its latest request; a booking carries its trip's quote.
  const requestFor = (trip: SavedTrip) => sent.findLast((request) => request.quote === trip.reference);
  const onRemove = async (trip: SavedTrip) => {
    const result = await removeSavedTrip(trip.reference).catch(() => null);
    if (!result?.ok) return reportFailure(result);
    const undo = async () => {
      const restored = await restoreSavedTrip(trip).catch(() => null);
      if (restored?.ok) void showToast(accountMessages.tripRestored, {}, 'success');
      else reportFailure(restored);
    };
    const named = `${namedRoute(trip)}${requests.references.quote} ${trip.reference}`;
    void showToast(accountMessages.tripRemoved, { trip: named }, 'success', {
      label: accountMessages.undo,
      onClick: () => void undo(),
    });
  };

  return (
    <ul className="grid gap-3">
      {trips.map((trip) => {
        const remove = () => void onRemove(trip);
        return (
          <li key={trip.reference} aria-label={`Trip ${trip.reference}`}>
            <PartBoundary fallback={() => <TripFailed reference={trip.reference} onRemove={remove} />}>
              <SavedTripCard trip={trip} sent={requestFor(trip)} onRemove={remove} />
            </PartBoundary>
          </li>
        );
      })}
    </ul>
  );
}

'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { PartBoundary } from '@/components/ui/part-boundary';
import { browserPart } from '@/lib/browser-part';
import { useSavedTrips } from '@/lib/stores/use-auth-session';
import { tripsOf } from '@/lib/trips/saved-trip-view';
import { loadSavedTripList } from './load-saved-trip-list';
import { SentRequestList } from './sent-request-list';
import { useSentRequests } from './use-sent-requests';

// The list carries the estimator, the airports and the rate card (some 12 KiB gzipped).
const SavedTripList = browserPart(loadSavedTripList);

// Where Manage Bookings leads: a plain in-page link, working before the list has loaded.
export const MANAGE_BOOKINGS_ID = 'manage-bookings';

export function SavedTrips({ email }: { email: string }) {
  const trips = tripsOf(useSavedTrips(), email);
  const sent = useSentRequests(email);
  return (
    <section id={MANAGE_BOOKINGS_ID} aria-labelledby="saved-trips-heading" className="grid scroll-mt-28 gap-5">
      <h2 id="saved-trips-heading" className="text-2xl font-semibold">
        Saved trips
      </h2>
      {trips.length === 0 ? (
        <p className="text-muted-foreground">
          No saved trips yet.{' '}
          <IntentLink href="/book/" className="text-gold underline underline-offset-4">
            Plan a trip
          </IntentLink>{' '}
          and press Save trip to keep it here.
        </p>
      ) : (
        <PartBoundary>
          <SavedTripList trips={trips} sent={sent} />
        </PartBoundary>
      )}
      <SentRequestList email={email} requests={sent} />
    </section>
  );
}

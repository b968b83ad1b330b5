import { normalizeEmail } from '@/lib/auth/email';
import type { SessionUser } from '@/lib/auth/schemas';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { tripsOf } from '@/lib/trips/saved-trip-view';
import type { SentRequest } from './sent-requests';

// Never the password hash; the empty-leg watchlist is the browser's, not the account's.
export function accountExport(
  user: SessionUser,
  trips: readonly SavedTrip[],
  sent: readonly SentRequest[],
  now: Date = new Date(),
) {
  const owner = normalizeEmail(user.email);
  return {
    exportedAt: now.toISOString(),
    source: 'Vayu Jets, this browser',
    account: { email: user.email, role: user.role },
    savedTrips: tripsOf(trips, user.email),
    sentRequests: sent.filter((request) => request.owner === owner),
  };
}

export const exportFileName = (now: Date, date: (now: Date) => string) => `vayu-jets-account-${date(now)}.json`;

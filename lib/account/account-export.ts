import { normalizeEmail } from '@/lib/auth/email';
import type { SessionUser } from '@/lib/auth/schemas';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { tripsOf } from '@/lib/trips/saved-trip-view';
import type { SentRequest } from './sent-requests';

/**
 * Everything this browser holds for one account, as a JSON document: the account (e-mail and
 * role, never the password hash), its saved trips and the record of the flights it asked for, as
 * stored. The empty-leg watchlist is the browser's, not the account's, and stays out.
 */
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

/** vayu-jets-account-2026-11-26.json */
export const exportFileName = (now: Date, date: (now: Date) => string) => `vayu-jets-account-${date(now)}.json`;

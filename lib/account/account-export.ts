import type { SessionUser } from '@/lib/auth/schemas';
import type { SavedTrip } from '@/lib/trips/saved-trip-schema';
import { tripsOf } from '@/lib/trips/saved-trip-view';

/**
 * Everything this browser holds for one account, as a JSON document: the account (e-mail and
 * role, never the password hash) and its saved trips as stored. The empty-leg watchlist is the
 * browser's, not the account's, and stays out.
 */
export function accountExport(user: SessionUser, trips: readonly SavedTrip[], now: Date = new Date()) {
  return {
    exportedAt: now.toISOString(),
    source: 'Vayu Jets, this browser',
    account: { email: user.email, role: user.role },
    savedTrips: tripsOf(trips, user.email),
  };
}

/** vayu-jets-account-2026-11-26.json */
export const exportFileName = (now: Date, date: (now: Date) => string) => `vayu-jets-account-${date(now)}.json`;

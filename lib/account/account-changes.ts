import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { normalizeEmail, type StoredAccount } from '@/lib/auth/schemas';
import { ACCOUNTS_KEY, readAccounts, update, type StorageFailure } from '@/lib/auth/storage';
import { AUTH_VERSION, parseAccounts, serializeAccounts } from '@/lib/auth/stored-data';
import { TRIPS_KEY } from '@/lib/trips/trip-keys';
import { parseTrips, serializeTrips, TRIPS_VERSION } from '@/lib/trips/trip-storage';
import { forgetSent } from './sent-requests';

// The store's persist storage only adds accounts (a stale tab never drops another's), so these write the keys.

export type ChangeResult =
  | {
      ok: true;
      accounts: StoredAccount[];
      removed?: boolean;
      requests?: string[];
      inbox?: { erased: string[]; unreached: string[] };
    }
  | { ok: false; error: 'wrong' | StorageFailure };

const isOwner = (email: string) => (account: StoredAccount) => normalizeEmail(account.email) === email;

export async function changeStoredPassword(email: string, current: string, next: string): Promise<ChangeResult> {
  const owner = normalizeEmail(email);
  const stored = readAccounts();
  if (stored.blocked) return { ok: false, error: 'blocked' };
  const account = stored.value.find(isOwner(owner));
  if (!account || !(await verifyPassword(current, account.password))) return { ok: false, error: 'wrong' };
  const password = await hashPassword(next);
  let accounts: StoredAccount[] = [];
  const written = update(ACCOUNTS_KEY, parseAccounts, ({ value }) => {
    accounts = value.map((entry) => (isOwner(owner)(entry) ? { ...entry, password } : entry));
    return serializeAccounts(accounts);
  });
  return written.ok ? { ok: true, accounts } : { ok: false, error: written.reason };
}

// Trips and sent requests go first: a failure leaves the account to retry, never data without an account.
export function deleteStoredAccount(email: string): ChangeResult {
  const owner = normalizeEmail(email);
  const trips = update(
    TRIPS_KEY,
    parseTrips,
    ({ value }) => {
      const kept = value.filter((trip) => trip.owner !== owner);
      return kept.length === value.length ? undefined : serializeTrips(kept);
    },
    TRIPS_VERSION,
  );
  if (!trips.ok) return { ok: false, error: trips.reason };
  const sent = forgetSent(owner);
  if (!sent.ok) return { ok: false, error: sent.reason };
  let accounts: StoredAccount[] = [];
  let removed = false;
  const written = update(
    ACCOUNTS_KEY,
    parseAccounts,
    ({ value }) => {
      accounts = value.filter((account) => !isOwner(owner)(account));
      removed = accounts.length < value.length;
      return removed ? serializeAccounts(accounts) : undefined;
    },
    AUTH_VERSION,
  );
  return written.ok ? { ok: true, accounts, removed } : { ok: false, error: written.reason };
}

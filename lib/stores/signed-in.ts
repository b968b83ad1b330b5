import { normalizeEmail, type SessionUser, type StoredAccount } from '@/lib/auth/schemas';
import { readAccounts, readSession } from '@/lib/auth/storage';

// A session is only as good as the account it names: a hand-written one naming no stored account
// (or another role) is nobody, so no request, record or desk action is made in its name.
export function sessionNamesAccount(user: SessionUser | null, accounts: readonly StoredAccount[]): boolean {
  if (!user) return false;
  const email = normalizeEmail(user.email);
  return accounts.some((account) => normalizeEmail(account.email) === email && account.role === user.role);
}

/** The signed-in account's normalised e-mail, read from storage now; null for a visitor or a ghost session. */
export function signedInAccount(): string | null {
  const user = readSession().value;
  return user && sessionNamesAccount(user, readAccounts().value) ? normalizeEmail(user.email) : null;
}

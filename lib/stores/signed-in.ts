import { normalizeEmail, type SessionUser, type StoredAccount } from '@/lib/auth/schemas';
import { readAccounts, readSession } from '@/lib/auth/storage';

export function sessionNamesAccount(user: SessionUser | null, accounts: readonly StoredAccount[]): boolean {
  if (!user) return false;
  const email = normalizeEmail(user.email);
  return accounts.some((account) => normalizeEmail(account.email) === email && account.role === user.role);
}

export function signedInAccount(): string | null {
  const user = readSession().value;
  return user && sessionNamesAccount(user, readAccounts().value) ? normalizeEmail(user.email) : null;
}

import { ledgerEntry, requestId, subscribeLedger, updateLedger, type LedgerEntry } from './ledger';

export { requestId };
export type Outcome = { status: 'delivered' } | { status: 'refused'; reason: string } | { status: 'returned' };
export type Delivery = { token?: string; reference?: string; owner?: string | null };

export const subscribeDelivered = subscribeLedger;

export function outcomeOf(id: string): Outcome | null {
  const entry = ledgerEntry(id);
  if (!entry) return null;
  return entry.status === 'refused' ? { status: 'refused', reason: entry.reason ?? '–' } : { status: entry.status };
}

const mark = (id: string, next: Omit<LedgerEntry, 'id'>) =>
  updateLedger(id, (before) => ({ ...(before?.status === next.status ? before : {}), ...next, id }));

export const markDelivered = (id: string, now = Date.now(), delivery: Delivery = {}) =>
  mark(id, { status: 'delivered', at: now, ...delivery });

export const markRefused = (id: string, reason: string, now = Date.now()) =>
  mark(id, { status: 'refused', at: now, reason: reason.slice(0, 400) || '–' });

export const markReturned = (id: string, now = Date.now()) => mark(id, { status: 'returned', at: now });

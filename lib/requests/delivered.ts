import { ledgerEntry, requestId, subscribeLedger, updateLedger, type LedgerEntry } from './ledger';

// What the endpoint answered a request's own POST, read from the ledger by whichever page (or the
// worker, through the page that takes its answers in) saw it: "Received" only after a 2xx, the
// endpoint's reason after a refusal, handed back when the site no longer had an endpoint.

export { requestId };
export type Outcome = { status: 'delivered' } | { status: 'refused'; reason: string } | { status: 'returned' };
export type Delivery = { token?: string; reference?: string; owner?: string | null };

export const subscribeDelivered = subscribeLedger;

/** What the endpoint answered request `id`, if this browser saw an answer that settles it. */
export function outcomeOf(id: string): Outcome | null {
  const entry = ledgerEntry(id);
  if (!entry) return null;
  return entry.status === 'refused' ? { status: 'refused', reason: entry.reason ?? '–' } : { status: entry.status };
}

const mark = (id: string, next: Omit<LedgerEntry, 'id'>) =>
  updateLedger(id, (before) => ({ ...(before?.status === next.status ? before : {}), ...next, id }));

/** Request `id`'s own POST was answered 2xx, with the inbox's status token when it gave one. */
export const markDelivered = (id: string, now = Date.now(), delivery: Delivery = {}) =>
  mark(id, { status: 'delivered', at: now, ...delivery });

/** Request `id`'s own POST was refused (a 4xx that is final), for `reason`, the endpoint's words. */
export const markRefused = (id: string, reason: string, now = Date.now()) =>
  mark(id, { status: 'refused', at: now, reason: reason.slice(0, 400) || '–' });

/** Request `id` was handed back to the visitor unsent: the site it was kept for has no endpoint now. */
export const markReturned = (id: string, now = Date.now()) => mark(id, { status: 'returned', at: now });

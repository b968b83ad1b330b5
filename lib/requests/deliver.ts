import type { StorageFailure } from '@/lib/auth/storage';
import { outcomeOf } from './delivered';
import { requestsEndpoint } from './endpoint';
import { factsOf } from './kinds/table';
import type { SiteRequest } from './model';
import { enqueue, entryOf, flush, follow, startOutbox, withdraw } from './outbox';
import { postRequest } from './send';

export type Delivery =
  | { state: 'handoff' }
  | { state: 'received' }
  | { state: 'pending'; reason: string }
  | { state: 'rejected'; reason: string }
  | { state: 'cancelled' }
  | { state: 'returned' }
  | { state: 'failed'; reason: string; storage?: StorageFailure };

export const hasEndpoint = () => requestsEndpoint() !== null;

async function direct(request: SiteRequest, url: string, storage?: StorageFailure): Promise<Delivery> {
  const outcome = await postRequest(request, url);
  if (outcome.status === 'delivered') return { state: 'received' };
  return { state: 'failed', reason: outcome.reason, ...(storage ? { storage } : {}) };
}

// Where a kept request stands, read from this browser's records.
export function settled(id: string): Exclude<Delivery, { state: 'handoff' | 'failed' }> {
  const outcome = outcomeOf(id);
  if (outcome?.status === 'delivered') return { state: 'received' };
  const entry = entryOf(id);
  if (!entry) {
    if (outcome?.status === 'refused') return { state: 'rejected', reason: outcome.reason };
    return outcome?.status === 'returned' ? { state: 'returned' } : { state: 'cancelled' };
  }
  if (entry.state === 'rejected') return { state: 'rejected', reason: entry.lastError };
  return { state: 'pending', reason: entry.lastError };
}

// Sends `request` for `account` (a normalised e-mail, or null for a signed-out visitor).
export async function deliver(request: SiteRequest, account: string | null = null): Promise<Delivery> {
  const endpoint = requestsEndpoint();
  if (!endpoint) return { state: 'handoff' };
  if (!factsOf(request.kind).kept) return direct(request, endpoint.url);
  const kept = enqueue(request, account);
  if (!kept.ok) return direct(request, endpoint.url, kept.reason);
  const unfollow = follow(request.id);
  try {
    startOutbox();
    const outcome = await flush({ only: request.id });
    if (outcome?.status === 'delivered') return { state: 'received' };
    if (outcome?.status === 'unclaimed') {
      withdraw(request.id);
      return direct(request, endpoint.url, outcome.reason);
    }
    return settled(request.id);
  } finally {
    unfollow();
  }
}

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
  // Kept for a retry; no reason yet while another tab is sending it.
  | { state: 'pending'; reason: string }
  | { state: 'rejected'; reason: string }
  | { state: 'cancelled' }
  // Kept for a site that has no endpoint any more: cleared here, and offered to the visitor to send.
  | { state: 'returned' }
  | { state: 'failed'; reason: string; storage?: StorageFailure };

export const hasEndpoint = () => requestsEndpoint() !== null;

async function direct(request: SiteRequest, url: string, storage?: StorageFailure): Promise<Delivery> {
  const outcome = await postRequest(request, url);
  if (outcome.status === 'delivered') return { state: 'received' };
  return { state: 'failed', reason: outcome.reason, ...(storage ? { storage } : {}) };
}

/**
 * Where a kept request stands, read from this browser's records: Received only when a 2xx to its
 * own POST was recorded against its id, refused when a refusal was, returned when it was handed
 * back; gone without any of these means someone cancelled it.
 */
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

/**
 * Sends `request` for `account` (a normalised e-mail, or null for a signed-out visitor). A kind
 * that is not kept (the air ambulance) is never stored: it is sent once, directly. A request the outbox cannot
 * keep, or cannot claim for sending, is sent once directly too: nothing promises a later send.
 */
export async function deliver(request: SiteRequest, account: string | null = null): Promise<Delivery> {
  const endpoint = requestsEndpoint();
  if (!endpoint) return { state: 'handoff' };
  if (!factsOf(request.kind).kept) return direct(request, endpoint.url);
  const kept = enqueue(request, account);
  if (!kept.ok) return direct(request, endpoint.url, kept.reason);
  // Its confirmation is open: handed back by any flush meanwhile, it is offered there alone.
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

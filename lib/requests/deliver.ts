import type { StorageFailure } from '@/lib/auth/storage';
import { requestsEndpoint } from './endpoint';
import type { SiteRequest } from './model';
import { enqueue, entryOf, flush, startOutbox } from './outbox';
import { postRequest } from './send';

export type Delivery =
  | { state: 'handoff' }
  | { state: 'received' }
  | { state: 'pending'; reason: string }
  | { state: 'rejected'; reason: string }
  | { state: 'failed'; reason: string; storage?: StorageFailure };

export const hasEndpoint = () => requestsEndpoint() !== null;

async function direct(request: SiteRequest, url: string, storage?: StorageFailure): Promise<Delivery> {
  const outcome = await postRequest(request, url);
  if (outcome.status === 'delivered') return { state: 'received' };
  return { state: 'failed', reason: outcome.reason, ...(storage ? { storage } : {}) };
}

// An air-ambulance request is never stored: it is sent once, directly.
export async function deliver(request: SiteRequest): Promise<Delivery> {
  const endpoint = requestsEndpoint();
  if (!endpoint) return { state: 'handoff' };
  if (request.kind === 'air-ambulance') return direct(request, endpoint.url);
  const kept = enqueue(request);
  if (!kept.ok) return direct(request, endpoint.url, kept.reason);
  startOutbox();
  const outcome = await flush({ only: request.reference });
  if (outcome?.status === 'delivered') return { state: 'received' };
  const entry = entryOf(request.reference);
  // Gone from the outbox without our send: another tab delivered it.
  if (!entry) return { state: 'received' };
  if (entry.state === 'rejected') return { state: 'rejected', reason: entry.lastError };
  return { state: 'pending', reason: entry.lastError };
}

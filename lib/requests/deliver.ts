import type { StorageFailure } from '@/lib/auth/storage';
import { requestsEndpoint } from './endpoint';
import type { SiteRequest } from './model';
import { enqueue, entryOf, flush, startOutbox } from './outbox';
import { postRequest } from './send';

// The one sender: every kind of request goes through `deliver` (docs/requests.md).

export type Delivery =
  /** No endpoint in this build: the visitor sends it by WhatsApp or e-mail. */
  | { state: 'handoff' }
  /** The endpoint answered 2xx. */
  | { state: 'received' }
  /** Kept in this browser's outbox and tried again until it is delivered. */
  | { state: 'pending'; reason: string }
  /** The endpoint refused it (a 4xx other than 408 and 429): final. */
  | { state: 'rejected'; reason: string }
  /** Sent once, directly, and not delivered; `storage` when the outbox could not keep it. */
  | { state: 'failed'; reason: string; storage?: StorageFailure };

/** True when this build sends requests to an endpoint (and so asks who to call back). */
export const hasEndpoint = () => requestsEndpoint() !== null;

async function direct(request: SiteRequest, url: string, storage?: StorageFailure): Promise<Delivery> {
  const outcome = await postRequest(request, url);
  if (outcome.status === 'delivered') return { state: 'received' };
  return { state: 'failed', reason: outcome.reason, ...(storage ? { storage } : {}) };
}

/**
 * Sends a request the one way this build allows. An air-ambulance request is never stored: it is
 * sent once, directly. Every other kind is kept in the outbox first, then sent from there.
 */
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

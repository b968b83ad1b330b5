import type { Target } from '@/lib/requests/deployed';
import type { SiteRequest } from '@/lib/requests/model';
import { SEND_TIMEOUT_MS, type SendOutcome } from '@/lib/requests/send';
import type { KeptStore } from './kept-db';

/** The Background Sync tag the page registers and the worker answers. */
export const SYNC_TAG = 'vayu-outbox';

type Send = (request: SiteRequest, url: string) => Promise<SendOutcome>;

/**
 * The worker's delivery, run under the outbox's Web Lock so no page sends at the same time: each
 * kept request not yet answered and not claimed is claimed, POSTed once by the page's own sender
 * (same Idempotency-Key, headers and body) to `target`, the endpoint of the worker's own build when
 * that is still the site's, and a 2xx or a 4xx recorded for the page to take in. With no endpoint
 * now (a page hands them back) or another one (a later build sends them), nothing is sent.
 * Returns whether something is left for a later sync (a network failure, a 5xx, a live claim).
 */
export async function deliverKept(
  store: KeptStore,
  send: Send,
  target: Target,
  now: () => number = Date.now,
): Promise<boolean> {
  if (target.kind !== 'send') return false;
  const settled = await store.settledIds();
  let left = false;
  for (const kept of await store.requests()) {
    if (settled.has(kept.id)) continue;
    // A tab closed while sending left its claim: that send may have arrived, so wait it out.
    if (kept.sendingUntil > now()) {
      left = true;
      continue;
    }
    await store.put({ ...kept, sendingUntil: now() + SEND_TIMEOUT_MS + 5_000 });
    const outcome = await send(kept.request, target.url);
    if (outcome.status === 'retry') {
      await store.put({ ...kept, sendingUntil: 0 });
      left = true;
    } else {
      const reason = outcome.status === 'rejected' ? outcome.reason : '';
      const token = outcome.status === 'delivered' && outcome.token ? { token: outcome.token } : {};
      await store.settle({ id: kept.id, status: outcome.status, reason, at: now(), ...token });
    }
  }
  return left;
}

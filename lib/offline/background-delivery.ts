import type { Target } from '@/lib/requests/deployed';
import type { SiteRequest } from '@/lib/requests/model';
import { SEND_TIMEOUT_MS, type SendOutcome } from '@/lib/requests/send';
import type { KeptStore } from './kept-db';

export const SYNC_TAG = 'vayu-outbox';

type Send = (request: SiteRequest, url: string) => Promise<SendOutcome>;

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

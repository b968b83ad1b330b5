import { requestsEndpoint } from '@/lib/requests/endpoint';
import { readOutbox } from '@/lib/requests/outbox-storage';
import { SYNC_TAG } from './background-delivery';
import { keptDb, type KeptResult } from './kept-db';

let last: Promise<void> = Promise.resolve();

// No worker (never registered, or removed by the kill switch): nothing would read the mirror, so none is made.
async function hasWorker(): Promise<boolean> {
  try {
    return Boolean(await navigator.serviceWorker?.getRegistration());
  } catch {
    return false;
  }
}

async function writeMirror() {
  if (typeof indexedDB === 'undefined' || !(await hasWorker())) return;
  const endpoint = requestsEndpoint();
  // Read when the write starts, so mirrors started in a row end with the latest outbox.
  const waiting = endpoint ? readOutbox().value.filter((entry) => entry.state === 'pending') : [];
  const tx = (await keptDb()).transaction('requests', 'readwrite');
  await tx.store.clear();
  await Promise.all(
    waiting.map(({ request, sendingUntil }) =>
      tx.store.put({ id: request.id, request, url: endpoint?.url ?? '', sendingUntil }),
    ),
  );
  await tx.done;
}

export function mirrorOutbox(): Promise<void> {
  last = last.then(writeMirror).catch(() => {});
  return last;
}

// Resolves once every mirror started so far is written.
export const mirrored = () => last;

export async function backgroundResults(): Promise<KeptResult[]> {
  if (typeof indexedDB === 'undefined' || !(await hasWorker())) return [];
  try {
    return await (await keptDb()).getAll('results');
  } catch {
    return [];
  }
}

export async function forgetResults(ids: string[]) {
  if (!ids.length) return;
  try {
    const tx = (await keptDb()).transaction('results', 'readwrite');
    await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
  } catch {
    // Kept for the next look; taking a result in twice changes nothing.
  }
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

export async function requestBackgroundDelivery() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    await mirrored();
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (or not allowed here): the outbox sends on the next visit, as ever.
  }
}

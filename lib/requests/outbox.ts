import type { StorageFailure } from '@/lib/auth/storage';
import { keyListeners } from '@/lib/storage/key-listeners';
import { requestsEndpoint } from './endpoint';
import type { SiteRequest } from './model';
import { OUTBOX_KEY, readOutbox, updateOutbox, type OutboxEntry } from './outbox-storage';
import { retryDelay } from './retry';
import { postRequest, SEND_TIMEOUT_MS, type SendOutcome } from './send';

// Stored before its first send so a reload cannot lose it; the `sendingUntil` claim stops a second tab sending it.

type Clock = { now: () => number; random: () => number };
const system: Clock = { now: () => Date.now(), random: Math.random };

export type Enqueued = { ok: true } | { ok: false; reason: StorageFailure };

const deliveredHere = new Set<string>();

export const wasDelivered = (reference: string) => deliveredHere.has(reference);
const { notify, subscribe } = keyListeners(OUTBOX_KEY);

export const subscribeOutbox = subscribe;

async function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(OUTBOX_KEY, task) : task();
}

export function enqueue(request: SiteRequest, clock: Clock = system): Enqueued {
  const result = updateOutbox((entries) => {
    if (entries.some((entry) => entry.request.reference === request.reference && entry.state === 'pending'))
      return undefined;
    const others = entries.filter((entry) => entry.request.reference !== request.reference);
    const entry: OutboxEntry = {
      request,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: clock.now(),
      sendingUntil: 0,
      lastError: '',
    };
    return [...others, entry];
  });
  notify();
  return result;
}

export function cancel(reference: string) {
  const result = updateOutbox((entries) => entries.filter((entry) => entry.request.reference !== reference));
  notify();
  return result;
}

export const outboxEntries = (): OutboxEntry[] => readOutbox().value;

export const entryOf = (reference: string) => outboxEntries().find((entry) => entry.request.reference === reference);

const isDue = (entry: OutboxEntry, now: number, force: boolean) =>
  entry.state === 'pending' && entry.sendingUntil <= now && (force || entry.nextAttemptAt <= now);

async function sendOne(reference: string, endpoint: string, clock: Clock, force: boolean): Promise<SendOutcome | null> {
  let claimed: OutboxEntry | undefined;
  const claim = updateOutbox((entries) => {
    const now = clock.now();
    const entry = entries.find((item) => item.request.reference === reference);
    if (!entry || !isDue(entry, now, force)) return undefined;
    claimed = { ...entry, attempts: entry.attempts + 1, sendingUntil: now + SEND_TIMEOUT_MS + 5_000 };
    return entries.map((item) => (item === entry ? (claimed as OutboxEntry) : item));
  });
  if (!claim.ok || !claimed) return null;
  const outcome = await postRequest(claimed.request, endpoint);
  if (outcome.status === 'delivered') deliveredHere.add(reference);
  updateOutbox((entries) => {
    if (outcome.status === 'delivered') return entries.filter((item) => item.request.reference !== reference);
    return entries.map((item) => {
      if (item.request.reference !== reference) return item;
      const now = clock.now();
      return outcome.status === 'retry'
        ? {
            ...item,
            sendingUntil: 0,
            nextAttemptAt: now + retryDelay(item.attempts, clock.random),
            lastError: outcome.reason,
          }
        : { ...item, state: 'rejected' as const, sendingUntil: 0, lastError: outcome.reason };
    });
  });
  notify();
  return outcome;
}

export async function flush(
  options: { only?: string; force?: boolean; clock?: Clock } = {},
): Promise<SendOutcome | null> {
  const endpoint = requestsEndpoint();
  if (!endpoint) return null;
  const clock = options.clock ?? system;
  return withLock(async () => {
    let result: SendOutcome | null = null;
    const due = outboxEntries().filter((entry) => isDue(entry, clock.now(), options.force ?? false));
    for (const entry of due) {
      const reference = entry.request.reference;
      if (options.only && reference !== options.only) continue;
      const outcome = await sendOne(reference, endpoint.url, clock, options.force ?? false);
      if (reference === options.only) result = outcome;
    }
    return result;
  });
}

export function nextDue(): number | null {
  const times = outboxEntries()
    .filter((entry) => entry.state === 'pending')
    .map((entry) => Math.max(entry.nextAttemptAt, entry.sendingUntil));
  return times.length ? Math.min(...times) : null;
}

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;

async function run(force = false) {
  clearTimeout(timer);
  await flush({ force });
  const due = nextDue();
  if (due !== null) timer = setTimeout(() => void run(), Math.max(due - Date.now(), 250));
}

export function startOutbox() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void run(true));
  subscribeOutbox(() => {
    const due = nextDue();
    clearTimeout(timer);
    if (due !== null) timer = setTimeout(() => void run(), Math.max(due - Date.now(), 250));
  });
  void run();
}

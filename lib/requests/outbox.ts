import type { StorageFailure } from '@/lib/auth/storage';
import { keyListeners } from '@/lib/storage/key-listeners';
import { requestsEndpoint } from './endpoint';
import type { SiteRequest } from './model';
import { OUTBOX_KEY, readOutbox, updateOutbox, type OutboxEntry } from './outbox-storage';
import { retryDelay } from './retry';
import { postRequest, SEND_TIMEOUT_MS, type SendOutcome } from './send';

// Requests waiting for the endpoint (docs/requests.md). Each one is written here before its first
// send, so a reload or a closed tab cannot lose it; it leaves, personal details and all, on the
// first 2xx. Sends happen under one lock per browser (Web Locks), and each send first writes a
// claim (`sendingUntil`) so no other tab or visit sends it again while it is on its way.

type Clock = { now: () => number; random: () => number };
const system: Clock = { now: () => Date.now(), random: Math.random };

/** Outcome of handing a request to the outbox. */
export type Enqueued = { ok: true } | { ok: false; reason: StorageFailure };

// What this tab delivered, so its confirmation can turn to "Received" when a retry succeeds.
const deliveredHere = new Set<string>();

/** True when this tab saw the endpoint answer 2xx for the request. */
export const wasDelivered = (reference: string) => deliveredHere.has(reference);
const { notify, subscribe } = keyListeners(OUTBOX_KEY);

/** Called whenever this tab or another changes the outbox. */
export const subscribeOutbox = subscribe;

/** Runs `task` while holding the outbox lock of this browser (all tabs), where Web Locks exist. */
async function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(OUTBOX_KEY, task) : task();
}

/** Keeps the request until it is delivered (a request already kept is left as it is). */
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

/** Removes a request from the outbox (the visitor cancelled it, or dismissed a refusal). */
export function cancel(reference: string) {
  const result = updateOutbox((entries) => entries.filter((entry) => entry.request.reference !== reference));
  notify();
  return result;
}

/** Every kept request, oldest first. */
export const outboxEntries = (): OutboxEntry[] => readOutbox().value;

export const entryOf = (reference: string) => outboxEntries().find((entry) => entry.request.reference === reference);

const isDue = (entry: OutboxEntry, now: number, force: boolean) =>
  entry.state === 'pending' && entry.sendingUntil <= now && (force || entry.nextAttemptAt <= now);

/** Sends one entry if it is still due, under the claim; records the outcome. */
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

/**
 * Sends what is due: every pending request whose wait is over (all of them when `force`, e.g.
 * the connection came back), or just `only`. Returns the outcome for `only` (null when it was not
 * sent: not due, sent by another tab, or no endpoint).
 */
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

/** When the next pending request is due, or null when none is. */
export function nextDue(): number | null {
  const times = outboxEntries()
    .filter((entry) => entry.state === 'pending')
    .map((entry) => Math.max(entry.nextAttemptAt, entry.sendingUntil));
  return times.length ? Math.min(...times) : null;
}

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Schedules the next attempt after whatever is due now has been tried. */
async function run(force = false) {
  clearTimeout(timer);
  await flush({ force });
  const due = nextDue();
  if (due !== null) timer = setTimeout(() => void run(), Math.max(due - Date.now(), 250));
}

/** Starts retrying on this page: now, when each wait is over, and when the connection returns. */
export function startOutbox() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void run(true));
  subscribeOutbox(() => {
    // Another tab or this one added or retried something: re-plan the next attempt.
    const due = nextDue();
    clearTimeout(timer);
    if (due !== null) timer = setTimeout(() => void run(), Math.max(due - Date.now(), 250));
  });
  void run();
}

import { requestStatus } from '@/content/request-status';
import { markReceived, markSentCancelled, markSentRefused, markSentReturned } from '@/lib/account/sent-requests';
import type { StorageFailure } from '@/lib/auth/storage';
import {
  backgroundResults,
  forgetResults,
  mirrored,
  mirrorOutbox,
  requestBackgroundDelivery,
} from '@/lib/offline/outbox-mirror';
import { keyListeners } from '@/lib/storage/key-listeners';
import { signedInAccount } from '@/lib/stores/signed-in';
import { markDelivered, markRefused, markReturned } from './delivered';
import { deployedEndpoint, targetOf, type Target } from './deployed';
import { requestsEndpoint } from './endpoint';
import { factsOf } from './kinds/table';
import type { SiteRequest } from './model';
import { OUTBOX_KEY, readOutbox, updateOutbox, type OutboxEntry } from './outbox-storage';
import { retryDelay } from './retry';
import { postRequest, SEND_TIMEOUT_MS, type SendOutcome } from './send';

// Stored before its first send so a reload cannot lose it; the `sendingUntil` claim stops a second tab sending it.

type Clock = { now: () => number; random: () => number };
const system: Clock = { now: () => Date.now(), random: Math.random };

export type Enqueued = { ok: true } | { ok: false; reason: StorageFailure };
export type Unclaimed = { status: 'unclaimed'; reason: StorageFailure };

const listeners = keyListeners(OUTBOX_KEY);
const { subscribe } = listeners;
const notify = () => {
  listeners.notify();
  void mirrorOutbox();
};

export const subscribeOutbox = subscribe;

async function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(OUTBOX_KEY, task) : task();
}

const byId = (id: string) => (entry: OutboxEntry) => entry.request.id === id;

export function enqueue(request: SiteRequest, account: string | null, clock: Clock = system): Enqueued {
  // A kind that promises to store nothing (the air ambulance) is never written here.
  if (!factsOf(request.kind).kept) throw new Error(`A ${request.kind} request is never kept`);
  const result = updateOutbox((entries) => {
    if (entries.some(byId(request.id))) return undefined;
    const entry: OutboxEntry = {
      request,
      account,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: clock.now(),
      sendingUntil: 0,
      lastError: '',
    };
    return [...entries, entry];
  });
  notify();
  return result;
}

export function cancel(id: string, account: string | null) {
  let gone: OutboxEntry | undefined;
  const result = updateOutbox((entries) => {
    gone = entries.find((entry) => entry.request.id === id && entry.account === account);
    return gone ? entries.filter((entry) => entry !== gone) : undefined;
  });
  if (result.ok && gone?.account) markSentCancelled(gone.account, gone.request.reference);
  notify();
  return result;
}

export function withdraw(id: string) {
  const result = updateOutbox((entries) =>
    entries.some(byId(id)) ? entries.filter((entry) => !byId(id)(entry)) : undefined,
  );
  notify();
  return result;
}

export async function forgetAccountRequests(
  account: string,
): Promise<{ ok: true; references: string[] } | { ok: false; reason: StorageFailure }> {
  let gone: OutboxEntry[] = [];
  const result = updateOutbox((entries) => {
    gone = entries.filter((entry) => entry.account === account);
    return gone.length ? entries.filter((entry) => entry.account !== account) : undefined;
  });
  notify();
  await mirrored();
  return result.ok ? { ok: true, references: gone.map((entry) => entry.request.reference) } : result;
}

export const outboxEntries = (): OutboxEntry[] => readOutbox().value;

export const entryOf = (id: string) => outboxEntries().find(byId(id));

const isDue = (entry: OutboxEntry, now: number, force: boolean) =>
  entry.state === 'pending' && entry.sendingUntil <= now && (force || entry.nextAttemptAt <= now);

async function sendOne(
  id: string,
  endpoint: string,
  clock: Clock,
  force: boolean,
): Promise<SendOutcome | Unclaimed | null> {
  let claimed: OutboxEntry | undefined;
  const claim = updateOutbox((entries) => {
    const now = clock.now();
    const entry = entries.find(byId(id));
    if (!entry || !isDue(entry, now, force)) return undefined;
    claimed = { ...entry, attempts: entry.attempts + 1, sendingUntil: now + SEND_TIMEOUT_MS + 5_000 };
    return entries.map((item) => (item === entry ? (claimed as OutboxEntry) : item));
  });
  if (!claim.ok) return claimed ? { status: 'unclaimed', reason: claim.reason } : null;
  if (!claimed) return null;
  const outcome = await postRequest(claimed.request, endpoint);
  record(claimed, outcome, clock);
  if (outcome.status === 'retry' && (outcome.reason === 'offline' || outcome.reason === 'network'))
    void requestBackgroundDelivery();
  return outcome;
}

function record(sent: OutboxEntry, outcome: SendOutcome, clock: Clock) {
  const id = sent.request.id;
  // Recorded before the entry goes, so no tab ever sees it gone and not delivered.
  if (outcome.status === 'delivered') {
    const { reference } = sent.request;
    markDelivered(id, clock.now(), {
      reference,
      owner: sent.account,
      ...(outcome.token ? { token: outcome.token } : {}),
    });
    if (sent.account) markReceived(sent.account, sent.request.reference);
  }
  if (outcome.status === 'rejected') {
    markRefused(id, outcome.reason, clock.now());
    if (sent.account) markSentRefused(sent.account, sent.request.reference, outcome.reason);
  }
  updateOutbox((entries) => {
    if (!entries.some(byId(id))) return undefined;
    if (outcome.status === 'delivered') return entries.filter((item) => !byId(id)(item));
    return entries.map((item) => {
      if (!byId(id)(item)) return item;
      const now = clock.now();
      return outcome.status === 'retry'
        ? {
            ...item,
            sendingUntil: 0,
            nextAttemptAt: now + retryDelay(item.attempts, clock.random, outcome.retryAfter),
            lastError: outcome.reason,
          }
        : { ...item, state: 'rejected' as const, sendingUntil: 0, lastError: outcome.reason };
    });
  });
  notify();
}

async function takeBackgroundResults(clock: Clock) {
  const results = await backgroundResults();
  for (const result of results) {
    const entry = entryOf(result.id);
    if (entry)
      record(
        entry,
        result.status === 'delivered'
          ? { status: 'delivered', ...(result.token ? { token: result.token } : {}) }
          : { status: 'rejected', reason: result.reason },
        clock,
      );
    else if (result.status === 'delivered')
      markDelivered(result.id, clock.now(), result.token ? { token: result.token } : {});
    else markRefused(result.id, result.reason, clock.now());
  }
  await forgetResults(results.map((result) => result.id));
}

export type HandBackOffer = () => Promise<(requests: SiteRequest[]) => void>;
let offer: HandBackOffer | null = null;
const followed = new Set<string>();

// How this page offers handed-back requests; without one, only those a confirmation follows are handed back.
export function offerHandBacks(next: HandBackOffer) {
  offer = next;
}

export function follow(id: string): () => void {
  followed.add(id);
  return () => void followed.delete(id);
}

async function handBack(only: string | undefined, clock: Clock) {
  if (readOutbox().newer) return;
  const account = signedInAccount();
  const show = offer ? await offer().catch(() => null) : null;
  const offered = (entry: OutboxEntry) =>
    entry.state === 'pending' &&
    (entry.request.id === only || followed.has(entry.request.id) || (show !== null && entry.account === account));
  const back = outboxEntries().filter(offered);
  if (!back.length) return;
  // Recorded before the entries go, so no tab ever sees one gone and reads it as cancelled.
  for (const { request, account: owner } of back) {
    markReturned(request.id, clock.now());
    if (owner) markSentReturned(owner, request.reference);
  }
  const ids = new Set(back.map((entry) => entry.request.id));
  const cleared = updateOutbox((entries) => entries.filter((entry) => !ids.has(entry.request.id)));
  notify();
  if (!cleared.ok) return;
  const elsewhere = back.filter(({ request }) => request.id !== only && !followed.has(request.id));
  if (elsewhere.length) show?.(elsewhere.map((entry) => entry.request));
}

function hold(id: string): SendOutcome {
  const reason = requestStatus.status.outdated;
  updateOutbox((entries) =>
    entries.some((entry) => byId(id)(entry) && entry.lastError !== reason)
      ? entries.map((entry) => (byId(id)(entry) ? { ...entry, lastError: reason } : entry))
      : undefined,
  );
  notify();
  return { status: 'retry', reason };
}

// Asks the host which endpoint the site has now only when something may be sent.
async function targetNow(only: string | undefined): Promise<Target> {
  const own = requestsEndpoint();
  const waiting = outboxEntries().some(
    (entry) => entry.state === 'pending' && (only === undefined || entry.request.id === only),
  );
  return waiting ? targetOf(own, await deployedEndpoint()) : targetOf(own, undefined);
}

export async function flush(
  options: { only?: string; force?: boolean; clock?: Clock } = {},
): Promise<SendOutcome | Unclaimed | null> {
  const clock = options.clock ?? system;
  const force = options.force ?? false;
  const target = await targetNow(options.only);
  sending = target.kind === 'send';
  return withLock(async () => {
    let result: SendOutcome | Unclaimed | null = null;
    // What the worker sent before the site changed is taken in before anything is handed back.
    await takeBackgroundResults(clock);
    if (target.kind === 'none') await handBack(options.only, clock);
    const due = target.kind === 'none' ? [] : outboxEntries().filter((entry) => isDue(entry, clock.now(), force));
    for (const entry of due) {
      const { id } = entry.request;
      if (options.only && id !== options.only) continue;
      const outcome = target.kind === 'send' ? await sendOne(id, target.url, clock, force) : hold(id);
      if (id === options.only) result = outcome;
      // A claim that cannot be written here is withdrawn by the page that made the request.
      else if (outcome?.status === 'unclaimed') break;
    }
    // The worker takes the lock next: it must read the outbox as this flush left it.
    await mirrored();
    return result;
  });
}

// A newer version's outbox is that version's to send: this page can claim none of its entries.
export function nextDue(): number | null {
  const stored = readOutbox();
  if (stored.newer) return null;
  const times = stored.value
    .filter((entry) => entry.state === 'pending')
    .map((entry) => Math.max(entry.nextAttemptAt, entry.sendingUntil));
  return times.length ? Math.min(...times) : null;
}

let started = false;
let sending = true;
let timer: ReturnType<typeof setTimeout> | undefined;

async function run(force = false) {
  clearTimeout(timer);
  await flush({ force });
  if (!sending) return;
  const due = nextDue();
  if (due !== null) timer = setTimeout(() => void run(), Math.max(due - Date.now(), 250));
}

export function startOutbox() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void run(true));
  subscribeOutbox(() => {
    if (!sending) return;
    const due = nextDue();
    clearTimeout(timer);
    if (due !== null) timer = setTimeout(() => void run(), Math.max(due - Date.now(), 250));
  });
  void run();
}

import { read, update } from '@/lib/auth/storage';
import { keyListeners } from '@/lib/storage/key-listeners';
import { accepted, parseVersioned, salvageList, type Parsed } from '@/lib/storage/versioned';
import { integer, record, text } from '@/lib/stored-shape';

// What the endpoint answered a request's own POST, recorded here against the request's id by
// whichever tab (or the worker, through the tab that takes its answers in) sent it, so every tab
// reads the same truth: "Received" only after a 2xx, the endpoint's reason after a refusal (a 4xx).
// Ids, times and the endpoint's reason, nothing the visitor typed; kept a week, the newest fifty of each.

const DELIVERED_KEY = 'vayu-jets:delivered';
// 2: refusals, in a list of their own, so a version 1 page reading `delivered` never takes one for a 2xx.
const DELIVERED_VERSION = 2;
const KEEP = 50;
const KEEP_MS = 7 * 24 * 60 * 60_000;
const REASON_MAX = 400;

export const requestId = text({ min: 8, max: 64, test: (value) => /^[0-9A-Za-z-]+$/.test(value) });
const deliveredShape = record({ id: requestId, at: integer(0) });
const refusedShape = record({ id: requestId, at: integer(0), reason: text({ min: 1, max: REASON_MAX }) });
type Delivered = { id: string; at: number };
type Refused = Delivered & { reason: string };
type Outcomes = { delivered: Delivered[]; refused: Refused[] };

export type Outcome = { status: 'delivered' } | { status: 'refused'; reason: string };

const byId = <T extends Delivered>(item: T) => item.id;

export const parseOutcomes = (raw: string | null): Parsed<Outcomes> =>
  parseVersioned<Outcomes>(raw, DELIVERED_VERSION, { delivered: [], refused: [] }, (json, version) => {
    const delivered = salvageList(json.delivered, accepted(deliveredShape), byId);
    // Version 1 recorded only deliveries.
    const refused = version < 2 ? { items: [], intact: true } : salvageList(json.refused, accepted(refusedShape), byId);
    return {
      value: { delivered: delivered.items, refused: refused.items },
      intact: delivered.intact && refused.intact,
    };
  });

const { notify, subscribe } = keyListeners(DELIVERED_KEY);
export const subscribeDelivered = subscribe;

/** What the endpoint answered request `id`, if this browser saw an answer that settles it. */
export function outcomeOf(id: string): Outcome | null {
  const { delivered, refused } = read(DELIVERED_KEY, parseOutcomes, DELIVERED_VERSION).value;
  if (delivered.some((item) => item.id === id)) return { status: 'delivered' };
  const refusal = refused.find((item) => item.id === id);
  return refusal ? { status: 'refused', reason: refusal.reason } : null;
}

const recent = <T extends Delivered>(items: T[], id: string, now: number) =>
  items.filter((item) => item.id !== id && now - item.at < KEEP_MS);

function markOutcome(id: string, outcome: Outcome, now: number) {
  const result = update(
    DELIVERED_KEY,
    parseOutcomes,
    ({ value }) => {
      const delivered = recent(value.delivered, id, now);
      const refused = recent(value.refused, id, now);
      if (outcome.status === 'delivered') delivered.push({ id, at: now });
      else refused.push({ id, at: now, reason: outcome.reason.slice(0, REASON_MAX) || '–' });
      return JSON.stringify({
        version: DELIVERED_VERSION,
        delivered: delivered.slice(-KEEP),
        refused: refused.slice(-KEEP),
      });
    },
    DELIVERED_VERSION,
  );
  notify();
  return result;
}

/** Request `id`'s own POST was answered 2xx. */
export const markDelivered = (id: string, now = Date.now()) => markOutcome(id, { status: 'delivered' }, now);

/** Request `id`'s own POST was refused (a 4xx that is final), for `reason`, the endpoint's words. */
export const markRefused = (id: string, reason: string, now = Date.now()) =>
  markOutcome(id, { status: 'refused', reason }, now);

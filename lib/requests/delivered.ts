import { read, update } from '@/lib/auth/storage';
import { keyListeners } from '@/lib/storage/key-listeners';
import { accepted, parseVersioned, salvageList, type Parsed } from '@/lib/storage/versioned';
import { integer, record, text } from '@/lib/stored-shape';

// What the endpoint answered a request's own POST, recorded here against the request's id by
// whichever tab (or the worker, through the tab that takes its answers in) sent it, so every tab
// reads the same truth: "Received" only after a 2xx, the endpoint's reason after a refusal (a 4xx),
// handed back when the site no longer had an endpoint to send it to.
// Ids, times and the endpoint's reason, nothing the visitor typed; kept a week, the newest fifty of each.

const DELIVERED_KEY = 'vayu-jets:delivered';
// 2: refusals, in a list of their own, so a version 1 page reading `delivered` never takes one for a 2xx.
// 3: requests handed back to the visitor, in a list of their own.
const DELIVERED_VERSION = 3;
const KEEP = 50;
const KEEP_MS = 7 * 24 * 60 * 60_000;
const REASON_MAX = 400;

export const requestId = text({ min: 8, max: 64, test: (value) => /^[0-9A-Za-z-]+$/.test(value) });
const deliveredShape = record({ id: requestId, at: integer(0) });
const refusedShape = record({ id: requestId, at: integer(0), reason: text({ min: 1, max: REASON_MAX }) });
type Delivered = { id: string; at: number };
type Refused = Delivered & { reason: string };
type Outcomes = { delivered: Delivered[]; refused: Refused[]; returned: Delivered[] };

export type Outcome = { status: 'delivered' } | { status: 'refused'; reason: string } | { status: 'returned' };

const byId = <T extends Delivered>(item: T) => item.id;

export const parseOutcomes = (raw: string | null): Parsed<Outcomes> =>
  parseVersioned<Outcomes>(raw, DELIVERED_VERSION, { delivered: [], refused: [], returned: [] }, (json, version) => {
    const none = { items: [], intact: true };
    const delivered = salvageList(json.delivered, accepted(deliveredShape), byId);
    // Version 1 recorded only deliveries, version 2 no hand-backs.
    const refused = version < 2 ? none : salvageList(json.refused, accepted(refusedShape), byId);
    const returned = version < 3 ? none : salvageList(json.returned, accepted(deliveredShape), byId);
    return {
      value: { delivered: delivered.items, refused: refused.items, returned: returned.items },
      intact: delivered.intact && refused.intact && returned.intact,
    };
  });

const { notify, subscribe } = keyListeners(DELIVERED_KEY);
export const subscribeDelivered = subscribe;

/** What the endpoint answered request `id`, if this browser saw an answer that settles it. */
export function outcomeOf(id: string): Outcome | null {
  const { delivered, refused, returned } = read(DELIVERED_KEY, parseOutcomes, DELIVERED_VERSION).value;
  if (delivered.some((item) => item.id === id)) return { status: 'delivered' };
  const refusal = refused.find((item) => item.id === id);
  if (refusal) return { status: 'refused', reason: refusal.reason };
  return returned.some((item) => item.id === id) ? { status: 'returned' } : null;
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
      const returned = recent(value.returned, id, now);
      if (outcome.status === 'delivered') delivered.push({ id, at: now });
      else if (outcome.status === 'returned') returned.push({ id, at: now });
      else refused.push({ id, at: now, reason: outcome.reason.slice(0, REASON_MAX) || '–' });
      return JSON.stringify({
        version: DELIVERED_VERSION,
        delivered: delivered.slice(-KEEP),
        refused: refused.slice(-KEEP),
        returned: returned.slice(-KEEP),
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

/** Request `id` was handed back to the visitor unsent: the site it was kept for has no endpoint now. */
export const markReturned = (id: string, now = Date.now()) => markOutcome(id, { status: 'returned' }, now);

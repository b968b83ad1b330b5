import { normalizeEmail } from '@/lib/auth/email';
import { read, update } from '@/lib/auth/storage';
import { MAX_AMOUNT } from '@/lib/format';
import { outcomeOf } from '@/lib/requests/delivered';
import { factsOf, isFlightKind, RECORDED_KINDS, type FlightKind } from '@/lib/requests/kinds/table';
import type { SiteRequest } from '@/lib/requests/model';
import { requestRoute } from '@/lib/requests/route';
import { keyListeners } from '@/lib/storage/key-listeners';
import { accepted, parseVersioned, salvageList, type Parsed } from '@/lib/storage/versioned';
import { integer, list, nullable, oneOf, optional, record, text, type Infer } from '@/lib/stored-shape';
import { MAX_LEGS } from '@/lib/trips/rules';
import { storedDate, storedInstant, storedOwner, storedReference } from '@/lib/trips/saved-trip-schema';

// A request's own text leaves once delivered; only what the dashboard counts stays here.

export const SENT_KEY = 'vayu-jets:sent-requests';
// Bump with a migration step whenever the stored shape changes. 2: how far it went, and its quote.
// 3: refused, with the endpoint's reason (a version 2 record reads as it is). 4: cancelled.
// 5: handed back, kept for a site that has no endpoint any more. 7: a flight's route, and the kinds
// that are not flights (a desk action, an aircraft listing) with no dates. Two builds each wrote
// one of these as 6; a record of either reads as it is, as does any earlier one. 8: an aircraft
// listing's registration, so listing it again is refused in words (an older listing has none).
const SENT_VERSION = 8;
const MAX_SENT_PER_ACCOUNT = 100;
const ROUTE_MAX = 500;
const REGISTRATION = /^VT-[A-Z]{3}$/;

// How far this browser saw it go, and no further: the endpoint's 2xx, kept to be sent, refused by
// the endpoint once kept, handed to WhatsApp or the mail app, cancelled while kept, handed back
// unsent to the visitor once the site had no endpoint ("recorded": before this was kept, so unknown).
const SENT_STATUSES = [
  'received',
  'kept',
  'refused',
  'whatsapp',
  'email',
  'cancelled',
  'returned',
  'recorded',
] as const;
export type SentStatus = (typeof SENT_STATUSES)[number];

export const sentRequestSchema = record(
  {
    reference: storedReference,
    // The planner's trip reference it was made from: a saved trip that was sent counts once.
    quote: nullable(storedReference),
    owner: storedOwner,
    sentAt: storedInstant,
    status: oneOf(SENT_STATUSES),
    // The endpoint's words, for a refused one.
    reason: optional(text({ min: 1, max: 400 })),
    kind: oneOf(RECORDED_KINDS),
    // "Mumbai → Goa (Dabolim)": shown beside the reference, the way a caller reads it out.
    route: optional(text({ min: 1, max: ROUTE_MAX })),
    dates: list(storedDate, 0, MAX_LEGS),
    estimate: nullable(integer(0)),
    registration: optional(text({ test: (value) => REGISTRATION.test(value) })),
  },
  // A flight has its dates (each may be to be confirmed); anything else has none, nor a route; only
  // a listing has a registration.
  (value) =>
    (value.kind === 'listing' || value.registration === undefined) &&
    (isFlightKind(value.kind)
      ? value.dates.length > 0
      : value.dates.length === 0 && value.estimate === null && value.route === undefined),
);

export type SentRequest = Infer<typeof sentRequestSchema>;
type SentState = { status: SentStatus; reason?: string };

// Version 1 named a booking by its quote reference and did not say how far it went.
const fromVersion1 = (item: unknown) =>
  typeof item === 'object' && item !== null
    ? {
        status: 'recorded',
        ...item,
        quote:
          (item as { kind?: unknown; reference?: unknown }).kind === 'booking'
            ? (item as { reference?: unknown }).reference
            : null,
      }
    : item;

// A stored estimate beyond any price the rate card gives (an edited store, a bug) is no estimate:
// the request still counts as a flight, and no absurd sum reaches Total Spent.
function withSaneEstimate(item: unknown): unknown {
  if (!item || typeof item !== 'object' || !('estimate' in item)) return item;
  const { estimate } = item as { estimate: unknown };
  return typeof estimate === 'number' && !(estimate <= MAX_AMOUNT) ? { ...item, estimate: null } : item;
}

const readSent = accepted(sentRequestSchema);

function salvage(json: Record<string, unknown>, version: number): { value: SentRequest[]; intact: boolean } {
  const { items, intact } = salvageList(
    version < 2 && Array.isArray(json.sent) ? json.sent.map(fromVersion1) : json.sent,
    (item) => readSent(withSaneEstimate(item)),
    (item) => `${item.owner}\n${item.reference}`,
  );
  return { value: items, intact };
}

const { notify, subscribe } = keyListeners(SENT_KEY);

export const subscribeSent = subscribe;

export const parseSent = (raw: string | null): Parsed<SentRequest[]> => parseVersioned(raw, SENT_VERSION, [], salvage);

const serialize = (sent: SentRequest[]) => JSON.stringify({ version: SENT_VERSION, sent });

const numberOr = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_AMOUNT ? (value as number) : null;

const routeOf = (request: SiteRequest) => {
  const route = requestRoute(request);
  return route && route.length > ROUTE_MAX ? `${route.slice(0, ROUTE_MAX - 1)}…` : route;
};

/** What an account's record keeps of a request, as its kind declares: a flight's route, dates and estimate, or none. */
export function recordOf(
  request: SiteRequest,
): Pick<SentRequest, 'kind' | 'dates' | 'estimate' | 'route' | 'registration'> | null {
  const { recorded } = factsOf(request.kind);
  if (recorded === false) return null;
  if (recorded === 'asked') {
    const { registration } = request.details as { registration?: unknown };
    const listed = request.kind === 'listing' && typeof registration === 'string' ? registration : undefined;
    return { kind: request.kind, route: undefined, dates: [], estimate: null, registration: listed };
  }
  const { dates, estimate } = recorded.flight(request.details);
  return { kind: request.kind, route: routeOf(request), dates, estimate: numberOr(estimate), registration: undefined };
}

/** A record of a flight request: what the customer's figures and "Your requests" read. */
export type FlightRecord = SentRequest & { kind: FlightKind };
export const isFlight = (request: SentRequest): request is FlightRecord => isFlightKind(request.kind);

// A kept request whose answer another page (or the worker) took in first is recorded as answered.
function keptAs(request: SiteRequest): SentState {
  const outcome = outcomeOf(request.id);
  if (outcome?.status === 'delivered') return { status: 'received' };
  if (outcome?.status === 'refused') return { status: 'refused', reason: outcome.reason };
  return { status: outcome?.status === 'returned' ? 'returned' : 'kept' };
}

export function recordSent(owner: string, request: SiteRequest, status: SentStatus, now: Date = new Date()) {
  const flight = recordOf(request);
  if (!flight) return { ok: true as const };
  const entry = sentRequestSchema.safeParse({
    reference: request.reference,
    quote: request.quote ?? null,
    owner: normalizeEmail(owner),
    sentAt: now.toISOString(),
    ...(status === 'kept' ? keptAs(request) : { status }),
    ...flight,
  });
  if (!entry.success) return { ok: true as const };
  const mine = (item: SentRequest) => item.owner === entry.data.owner;
  const result = update(
    SENT_KEY,
    parseSent,
    ({ value }) => {
      const before = value.find((item) => mine(item) && item.reference === entry.data.reference);
      // Received is the furthest it can go: a later hand-off of the same request does not undo it.
      if (before?.status === 'received' && status !== 'received') return undefined;
      const others = value.filter((item) => item !== before);
      const kept = [...others.filter(mine), entry.data].slice(-MAX_SENT_PER_ACCOUNT);
      return serialize([...others.filter((item) => !mine(item)), ...kept]);
    },
    SENT_VERSION,
  );
  notify();
  return result;
}

// A kept request's answer came later (from the background or another page): its record follows it.
function settleKept(owner: string, reference: string, from: (status: SentStatus) => boolean, to: SentState) {
  const normal = normalizeEmail(owner);
  const mine = (item: SentRequest) => item.owner === normal && item.reference === reference && from(item.status);
  const result = update(
    SENT_KEY,
    parseSent,
    ({ value }) => {
      if (!value.some(mine)) return undefined;
      return serialize(value.map((item) => (mine(item) ? { ...item, ...to } : item)));
    },
    SENT_VERSION,
  );
  notify();
  return result;
}

/** A kept request was delivered later: its record now says Received, whatever it said before. */
export const markReceived = (owner: string, reference: string) =>
  settleKept(owner, reference, (status) => status !== 'received', { status: 'received', reason: undefined });

/**
 * A kept request was refused later: its record says so, with the endpoint's reason. A hand-off the
 * visitor made meanwhile went further, and stays.
 */
export const markSentRefused = (owner: string, reference: string, reason: string) =>
  settleKept(owner, reference, (status) => status === 'kept', {
    status: 'refused',
    reason: reason.slice(0, 400) || '–',
  });

/** A kept request was cancelled before any answer: its record says Cancelled, not Kept. A hand-off made meanwhile stays. */
export const markSentCancelled = (owner: string, reference: string) =>
  settleKept(owner, reference, (status) => status === 'kept', { status: 'cancelled', reason: undefined });

/** A kept request was handed back unsent (the site has no endpoint now): its record says so, not Kept. */
export const markSentReturned = (owner: string, reference: string) =>
  settleKept(owner, reference, (status) => status === 'kept', { status: 'returned', reason: undefined });

export function sentRequestsOf(owner: string): SentRequest[] {
  const normal = normalizeEmail(owner);
  return read(SENT_KEY, parseSent, SENT_VERSION).value.filter((item) => item.owner === normal);
}

/** The registrations this account has listed and not seen cancelled, refused or handed back. */
export const listedRegistrations = (owner: string): string[] =>
  sentRequestsOf(owner).flatMap((item) =>
    item.kind === 'listing' && item.registration && !['cancelled', 'refused', 'returned'].includes(item.status)
      ? [item.registration]
      : [],
  );

export function forgetSent(owner: string, reference?: string) {
  const normal = normalizeEmail(owner);
  const gone = (item: SentRequest) =>
    item.owner === normal && (reference === undefined || item.reference === reference);
  const result = update(
    SENT_KEY,
    parseSent,
    ({ value }) => (value.some(gone) ? serialize(value.filter((item) => !gone(item))) : undefined),
    SENT_VERSION,
  );
  notify();
  return result;
}

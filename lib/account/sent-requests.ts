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
const SENT_VERSION = 8;
const MAX_SENT_PER_ACCOUNT = 100;
const ROUTE_MAX = 500;
const REGISTRATION = /^VT-[A-Z]{3}$/;

// How far this browser saw it go, and no further: the endpoint's 2xx, kept to be sent.
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
    quote: nullable(storedReference),
    owner: storedOwner,
    sentAt: storedInstant,
    status: oneOf(SENT_STATUSES),
    reason: optional(text({ min: 1, max: 400 })),
    kind: oneOf(RECORDED_KINDS),
    route: optional(text({ min: 1, max: ROUTE_MAX })),
    dates: list(storedDate, 0, MAX_LEGS),
    estimate: nullable(integer(0)),
    registration: optional(text({ test: (value) => REGISTRATION.test(value) })),
  },
  // A flight has its dates (each may be to be confirmed); anything else has none, nor a route.
  (value) =>
    (value.kind === 'listing' || value.registration === undefined) &&
    (isFlightKind(value.kind)
      ? value.dates.length > 0
      : value.dates.length === 0 && value.estimate === null && value.route === undefined),
);

export type SentRequest = Infer<typeof sentRequestSchema>;
type SentState = { status: SentStatus; reason?: string };

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

export type FlightRecord = SentRequest & { kind: FlightKind };
export const isFlight = (request: SentRequest): request is FlightRecord => isFlightKind(request.kind);

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

export const markReceived = (owner: string, reference: string) =>
  settleKept(owner, reference, (status) => status !== 'received', { status: 'received', reason: undefined });

export const markSentRefused = (owner: string, reference: string, reason: string) =>
  settleKept(owner, reference, (status) => status === 'kept', {
    status: 'refused',
    reason: reason.slice(0, 400) || '–',
  });

export const markSentCancelled = (owner: string, reference: string) =>
  settleKept(owner, reference, (status) => status === 'kept', { status: 'cancelled', reason: undefined });

export const markSentReturned = (owner: string, reference: string) =>
  settleKept(owner, reference, (status) => status === 'kept', { status: 'returned', reason: undefined });

export function sentRequestsOf(owner: string): SentRequest[] {
  const normal = normalizeEmail(owner);
  return read(SENT_KEY, parseSent, SENT_VERSION).value.filter((item) => item.owner === normal);
}

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

import { read, update } from '@/lib/auth/storage';
import { keyListeners } from '@/lib/storage/key-listeners';
import { accepted, parseVersioned, salvageList, type Parsed } from '@/lib/storage/versioned';
import { integer, nullable, oneOf, optional, record, text, type Infer } from '@/lib/stored-shape';

// One record per request this browser saw answered, by the request's id: what the endpoint said to
// its POST, the status token the inbox gave it and the desk's last answer to it. No name, phone or
// message: those leave with the outbox on the first 2xx.

export const LEDGER_KEY = 'vayu-jets:ledger';
// The delivered list this replaces: read once into the ledger, then left as it was for an older build.
export const LEGACY_DELIVERED_KEY = 'vayu-jets:delivered';
const LEDGER_VERSION = 1;
const KEEP = 200;
const KEEP_MS = 7 * 24 * 60 * 60_000;
const REASON_MAX = 400;

export const requestId = text({ min: 8, max: 64, test: (value) => /^[0-9A-Za-z-]+$/.test(value) });
const reference = text({ test: (value) => /^VJ-[0-9A-Z]{6}$/.test(value) });
// 32 random bytes, base64url: nothing else is ever sent as a Bearer token.
export const statusToken = text({ test: (value) => /^[A-Za-z0-9_-]{43}$/.test(value) });
const reason = text({ min: 1, max: REASON_MAX });

export const DESK_STATUSES = ['received', 'quoted', 'confirmed', 'declined', 'closed'] as const;
export const deskAnswerShape = record(
  {
    status: oneOf(DESK_STATUSES),
    amountInr: optional(integer(0, 1_000_000_000_000)),
    note: optional(text({ max: 2000 })),
    flightAt: optional(text({ test: (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) })),
    reason: optional(text({ max: 2000 })),
    updatedAt: text({ min: 1, max: 40 }),
  },
  (value) =>
    (value.status !== 'quoted' || value.amountInr !== undefined) &&
    (value.status !== 'confirmed' || value.flightAt !== undefined),
);
type Absent<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};
export type DeskAnswer = Absent<Infer<typeof deskAnswerShape>>;

const entryShape = record(
  {
    id: requestId,
    status: oneOf(['delivered', 'refused', 'returned'] as const),
    at: integer(0),
    reason: optional(reason),
    reference: optional(reference),
    owner: optional(nullable(text({ min: 1, max: 254 }))),
    token: optional(statusToken),
    desk: optional(deskAnswerShape),
  },
  (value) => (value.status === 'refused') === (value.reason !== undefined),
);
export type LedgerEntry = Omit<Absent<Infer<typeof entryShape>>, 'desk'> & { desk?: DeskAnswer };

const byId = (entry: LedgerEntry) => entry.id;
const readEntry = accepted(entryShape) as (value: unknown) => LedgerEntry | undefined;
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

export const parseLedger = (raw: string | null): Parsed<LedgerEntry[]> =>
  parseVersioned<LedgerEntry[]>(raw, LEDGER_VERSION, [], (json) => {
    const { items, intact } = salvageList(json.entries, readEntry, byId);
    return { value: items.map(withoutUndefined), intact };
  });

// The delivered list, versions 1 (deliveries), 2 (and refusals) and 3 (and hand-backs).
const legacyShape = record({ id: requestId, at: integer(0) });
const legacyRefusal = record({ id: requestId, at: integer(0), reason });
export const parseLegacyDelivered = (raw: string | null): Parsed<LedgerEntry[]> =>
  parseVersioned<LedgerEntry[]>(raw, 3, [], (json, version) => {
    const none = { items: [], intact: true };
    const byLegacyId = (item: { id: string }) => item.id;
    const delivered = salvageList(json.delivered, accepted(legacyShape), byLegacyId);
    const refused = version < 2 ? none : salvageList(json.refused, accepted(legacyRefusal), byLegacyId);
    const returned = version < 3 ? none : salvageList(json.returned, accepted(legacyShape), byLegacyId);
    const value: LedgerEntry[] = [
      ...delivered.items.map((item) => ({ ...item, status: 'delivered' as const })),
      ...refused.items.map((item) => ({ ...item, status: 'refused' as const })),
      ...returned.items.map((item) => ({ ...item, status: 'returned' as const })),
    ];
    return { value, intact: delivered.intact && refused.intact && returned.intact };
  });

// What the older list said is kept unless the ledger already has its own record of that request.
export function mergeLegacy(entries: LedgerEntry[], legacy: LedgerEntry[]): LedgerEntry[] {
  const known = new Set(entries.map(byId));
  return [...legacy.filter((entry) => !known.has(entry.id)), ...entries];
}

function legacyRaw(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(LEGACY_DELIVERED_KEY);
  } catch {
    return null;
  }
}

const parseWithLegacy = (raw: string | null): Parsed<LedgerEntry[]> => {
  const parsed = parseLedger(raw);
  if (raw !== null) return parsed;
  const legacy = parseLegacyDelivered(legacyRaw());
  return { ...parsed, value: mergeLegacy(parsed.value, legacy.value) };
};

const { notify, subscribe } = keyListeners(LEDGER_KEY);
export const subscribeLedger = subscribe;

export const ledgerEntries = (): LedgerEntry[] => read(LEDGER_KEY, parseWithLegacy, LEDGER_VERSION).value;

export const ledgerEntry = (id: string): LedgerEntry | undefined => ledgerEntries().find((entry) => entry.id === id);

// A week for an answer alone; a request the desk can still answer about (it has a token) stays.
const worthKeeping = (entry: LedgerEntry, now: number) => entry.token !== undefined || now - entry.at < KEEP_MS;

/** Applies `change` to request `id`'s record (undefined when there is none yet); undefined from it writes nothing. */
export function updateLedger(id: string, change: (entry: LedgerEntry | undefined) => LedgerEntry | null | undefined) {
  const now = Date.now();
  const result = update(
    LEDGER_KEY,
    parseWithLegacy,
    ({ value }) => {
      const before = value.find((entry) => entry.id === id);
      const next = change(before);
      if (next === undefined) return undefined;
      const others = value.filter((entry) => entry.id !== id && worthKeeping(entry, now));
      const kept = next === null ? others : [...others, withoutUndefined(next)];
      return JSON.stringify({ version: LEDGER_VERSION, entries: kept.slice(-KEEP) });
    },
    LEDGER_VERSION,
  );
  notify();
  return result;
}

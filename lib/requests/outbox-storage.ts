import { read, update, type ReadResult, type WriteResult } from '@/lib/auth/storage';
import { parseVersioned, salvageList, type Parsed } from '@/lib/storage/versioned';
import { anything, integer, list, oneOf, record, text } from '@/lib/stored-shape';
import { REQUEST_KINDS, REQUEST_PAYLOAD_VERSION, type SiteRequest } from './model';
import { OUTBOX_KEY } from './outbox-key';

export { OUTBOX_KEY };
// Bump with a migration whenever the stored shape changes.
export const OUTBOX_VERSION = 1;

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

const reference = text({ test: (value) => /^VJ-[0-9A-Z]{6}$/.test(value) });
const field = record({ label: text({ max: 200 }), value: text({ max: 4000 }) });
const requestShape = record(
  {
    version: integer(REQUEST_PAYLOAD_VERSION, REQUEST_PAYLOAD_VERSION),
    kind: oneOf(REQUEST_KINDS.filter((kind) => kind !== 'air-ambulance')),
    reference,
    createdAt: text({ min: 1, max: 40 }),
    mumbaiTime: text({ max: 20 }),
    page: text({ max: 500 }),
    heading: text({ max: 4000 }),
    fields: list(field, 0, 40),
    notes: list(text({ max: 4000 }), 0, 40),
    details: anything,
    contact: anything,
  },
  (value) => isObject(value.details) && (value.contact === undefined || isObject(value.contact)),
);

const entryShape = record(
  {
    request: anything,
    state: oneOf(['pending', 'rejected'] as const),
    attempts: integer(0, 10_000),
    nextAttemptAt: integer(0),
    // While one tab sends it, no other may (0 when none is).
    sendingUntil: integer(0),
    lastError: text({ max: 400 }),
  },
  (entry) => requestShape.safeParse(entry.request).success,
);

export type OutboxEntry = {
  request: SiteRequest;
  state: 'pending' | 'rejected';
  attempts: number;
  nextAttemptAt: number;
  sendingUntil: number;
  lastError: string;
};

function salvage(state: unknown): { entries: OutboxEntry[]; intact: boolean } {
  const list = isObject(state) ? (state as { entries?: unknown }).entries : undefined;
  const read = (item: unknown): OutboxEntry | undefined => {
    const parsed = entryShape.safeParse(item);
    return parsed.success
      ? { ...parsed.data, request: requestShape.read(parsed.data.request) as SiteRequest }
      : undefined;
  };
  const { items, intact } = salvageList(list, read, (entry) => entry.request.reference);
  return { entries: items, intact };
}

export function parseOutbox(raw: string | null): Parsed<OutboxEntry[]> {
  return parseVersioned<OutboxEntry[]>(raw, OUTBOX_VERSION, [], (json) => {
    const { entries, intact } = salvage(json.state);
    return { value: entries, intact };
  });
}

export const serializeOutbox = (entries: OutboxEntry[]) =>
  entries.length ? JSON.stringify({ state: { entries }, version: OUTBOX_VERSION }) : null;

export const readOutbox = (): ReadResult<OutboxEntry[]> => read(OUTBOX_KEY, parseOutbox, OUTBOX_VERSION);

export const updateOutbox = (change: (entries: OutboxEntry[]) => OutboxEntry[] | undefined): WriteResult =>
  update(
    OUTBOX_KEY,
    parseOutbox,
    (stored) => {
      const next = change(stored.value);
      return next === undefined ? undefined : serializeOutbox(next);
    },
    OUTBOX_VERSION,
  );

import { read, update, type ReadResult, type WriteResult } from '@/lib/auth/storage';
import { parseVersioned, salvageList, type Parsed } from '@/lib/storage/versioned';
import { anything, integer, list, nullable, oneOf, optional, record, text } from '@/lib/stored-shape';
import { requestId } from './delivered';
import { KEPT_KINDS } from './kinds/table';
import { REQUEST_PAYLOAD_VERSION, type SiteRequest } from './model';
import { OUTBOX_KEY } from './outbox-key';

export { OUTBOX_KEY };
const OUTBOX_VERSION = 2;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const reference = text({ test: (value) => /^VJ-[0-9A-Z]{6}$/.test(value) });
const line = (max: number) => text({ max });
const field = record({ label: line(200), value: line(4000) });
const contactShape = record({ name: line(400), phone: optional(line(400)), email: optional(line(400)) });
const requestShape = record(
  {
    version: integer(REQUEST_PAYLOAD_VERSION, REQUEST_PAYLOAD_VERSION),
    kind: oneOf(KEPT_KINDS),
    id: requestId,
    reference,
    quote: optional(reference),
    createdAt: text({ min: 1, max: 40 }),
    mumbaiTime: line(20),
    page: line(500),
    heading: line(4000),
    fields: list(field, 0, 40),
    notes: list(line(4000), 0, 40),
    details: anything,
    contact: optional(contactShape),
  },
  (value) => isObject(value.details),
);

const entryShape = record({
  request: requestShape,
  account: nullable(text({ min: 1, max: 254 })),
  state: oneOf(['pending', 'rejected'] as const),
  attempts: integer(0, 10_000),
  nextAttemptAt: integer(0),
  sendingUntil: integer(0),
  lastError: line(400),
});

export type OutboxEntry = {
  request: SiteRequest;
  account: string | null;
  state: 'pending' | 'rejected';
  attempts: number;
  nextAttemptAt: number;
  sendingUntil: number;
  lastError: string;
};

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

function readEntry(item: unknown): OutboxEntry | undefined {
  const parsed = entryShape.safeParse(item);
  if (!parsed.success) return undefined;
  const { request } = parsed.data;
  const contact = request.contact ? withoutUndefined(request.contact) : undefined;
  return {
    ...parsed.data,
    request: withoutUndefined({ ...request, contact }) as SiteRequest,
  };
}

function fromVersion1(item: unknown): unknown {
  if (!isObject(item) || !isObject(item.request)) return item;
  const { request } = item;
  return { ...item, account: null, request: { ...request, version: REQUEST_PAYLOAD_VERSION, id: request.reference } };
}

function salvage(state: unknown, version: number): { entries: OutboxEntry[]; intact: boolean } {
  const list = isObject(state) ? state.entries : undefined;
  const items = version < 2 && Array.isArray(list) ? list.map(fromVersion1) : list;
  const { items: entries, intact } = salvageList(items, readEntry, (entry) => entry.request.id);
  return { entries, intact };
}

export function parseOutbox(raw: string | null): Parsed<OutboxEntry[]> {
  return parseVersioned<OutboxEntry[]>(raw, OUTBOX_VERSION, [], (json, version) => {
    const { entries, intact } = salvage(json.state, version);
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

// `version` is read before the shape: a newer site's value is reported newer, never judged malformed and overwritten.

export type Parsed<T> = { value: T; version: number | null; intact: boolean };

export type ReadVersion<T> = (json: Record<string, unknown>, version: number) => { value: T; intact: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isVersion = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export const isNewer = (parsed: Pick<Parsed<unknown>, 'version'>, current: number) => (parsed.version ?? 0) > current;

export function parseVersioned<T>(raw: string | null, current: number, empty: T, read: ReadVersion<T>): Parsed<T> {
  if (raw === null || raw.trim() === '' || raw.trim() === 'null') return { value: empty, version: null, intact: true };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { value: empty, version: null, intact: false };
  }
  if (!isRecord(json) || !isVersion(json.version)) return { value: empty, version: null, intact: false };
  const { version } = json;
  if (version > current) {
    // A newer shape: keep what reads (a rollback still logs in), judge nothing.
    let value = empty;
    try {
      value = read(json, version).value;
    } catch {
      // Nothing understood: the value stays as stored.
    }
    return { value, version, intact: true };
  }
  const { value, intact } = read(json, version);
  return { value, version, intact };
}

export function salvageList<T>(
  list: unknown,
  read: (item: unknown) => T | undefined,
  idOf: (item: T) => string,
): { items: T[]; intact: boolean } {
  if (!Array.isArray(list)) return { items: [], intact: false };
  const seen = new Set<string>();
  const items: T[] = [];
  for (const raw of list) {
    const item = read(raw);
    if (item === undefined || seen.has(idOf(item))) continue;
    seen.add(idOf(item));
    items.push(item);
  }
  return { items, intact: items.length === list.length };
}

export const accepted =
  <T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }) =>
  (value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };

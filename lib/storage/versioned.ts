// The one gate every value this site keeps in localStorage goes through on its way in (accounts,
// session, saved trips, the empty-leg watchlist; new stores such as a request outbox use it from the
// start). It reads the stored JSON's top-level `version` before it judges the shape, because a newer
// version of the site may store another shape under the same key: such a value is reported as newer
// (so no write of ours ever replaces it) instead of being judged malformed, backed up and overwritten.
//
// Usage, for a store whose envelope is `{ version, ...anything }`:
//
//   const parsed = parseVersioned(raw, MY_VERSION, [], (json, version) => {
//     const items = salvage(json.items);           // validate this version's (or an older one's) shape
//     return { value: items.kept, intact: items.allKept };
//   });
//   if ((parsed.version ?? 0) > MY_VERSION) { /* newer: read-only, refuse every write */ }
//   if (raw !== null && !parsed.intact) { /* back the raw text up before any write replaces it */ }
//
// `lib/auth/storage.ts` (read, write, update) applies those two rules for any key given a parser
// built on this one.

/**
 * What a store understood of one stored value. `version` is the stored envelope's (null when there
 * was none: no value, unreadable JSON, or no usable `version`). `intact: false` means the raw text
 * holds something `value` left out, so it must be backed up before anything is written over it.
 */
export type Parsed<T> = { value: T; version: number | null; intact: boolean };

/** What a store's reader returns for a value of its own (or an older) version. */
export type ReadVersion<T> = (json: Record<string, unknown>, version: number) => { value: T; intact: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored version: a whole number, zero or more. */
const isVersion = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** True when `parsed` came from a newer version of the site than `current`: it must never be overwritten. */
export const isNewer = (parsed: Pick<Parsed<unknown>, 'version'>, current: number) => (parsed.version ?? 0) > current;

/**
 * Parses stored text: no value (null, "", "null") is empty and intact; unreadable JSON or an object
 * without a usable `version` is unreadable (empty, not intact); a newer version is read as far as
 * `read` understands it, never judged (intact) and reported by its version; any other is `read`.
 * Never throws.
 */
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
    // Another shape may be expected: keep what reads (a rollback still logs in), judge nothing.
    let value = empty;
    try {
      value = read(json, version).value;
    } catch {
      // Nothing understood; the value stays as stored.
    }
    return { value, version, intact: true };
  }
  const { value, intact } = read(json, version);
  return { value, version, intact };
}

/**
 * Keeps every item of a stored list that `read` accepts (it returns undefined for one it does
 * not), the first of each `idOf`; `intact` is false when anything was left out, or `list` is not a
 * list at all. Every store salvages its list this way: one bad item never costs the good ones.
 */
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

/** What a store's safeParse accepted, or undefined: the `read` salvageList takes. */
export const accepted =
  <T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }) =>
  (value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };

const INVALID = Symbol('invalid');
type Read<T> = (value: unknown) => T | typeof INVALID;

export type SafeParse<T> = { success: true; data: T } | { success: false };
export type Shape<T> = { read: Read<T>; safeParse: (value: unknown) => SafeParse<T> };
export type Infer<S> = S extends Shape<infer T> ? T : never;

function shape<T>(read: Read<T>): Shape<T> {
  return {
    read,
    safeParse(value) {
      const data = read(value);
      return data === INVALID ? { success: false } : { success: true, data };
    },
  };
}

type TextRules = { trim?: boolean; min?: number; max?: number; test?: (text: string) => boolean };

export const text = ({ trim = false, min = 0, max = Number.POSITIVE_INFINITY, test }: TextRules = {}) =>
  shape<string>((value) => {
    if (typeof value !== 'string') return INVALID;
    const kept = trim ? value.trim() : value;
    return kept.length >= min && kept.length <= max && (!test || test(kept)) ? kept : INVALID;
  });

export const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  shape<number>((value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : INVALID,
  );

export const oneOf = <const T extends string>(values: readonly T[]) =>
  shape<T>((value) => ((values as readonly unknown[]).includes(value) ? (value as T) : INVALID));

export const nullable = <T>(item: Shape<T>) => shape<T | null>((value) => (value === null ? null : item.read(value)));

export const anything = shape<unknown>((value) => value);

export const list = <T>(item: Shape<T>, min = 0, max = Number.POSITIVE_INFINITY) =>
  shape<T[]>((value) => {
    if (!Array.isArray(value) || value.length < min || value.length > max) return INVALID;
    const kept: T[] = [];
    for (const entry of value) {
      const read = item.read(entry);
      if (read === INVALID) return INVALID;
      kept.push(read);
    }
    return kept;
  });

type Fields = Record<string, Shape<unknown>>;
type RecordOf<F extends Fields> = { [K in keyof F]: Infer<F[K]> };

export const record = <F extends Fields>(fields: F, refine?: (value: RecordOf<F>) => boolean) =>
  shape<RecordOf<F>>((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const kept: Record<string, unknown> = {};
    for (const key of Object.keys(fields)) {
      const read = fields[key].read((value as Record<string, unknown>)[key]);
      if (read === INVALID) return INVALID;
      kept[key] = read;
    }
    return !refine || refine(kept as RecordOf<F>) ? (kept as RecordOf<F>) : INVALID;
  });

// An absent (undefined) value is kept absent; anything else must match `item`.
export const optional = <T>(item: Shape<T>) =>
  shape<T | undefined>((value) => (value === undefined ? undefined : item.read(value)));

// The aircraft categories of the rate card; zod-free so browser code can import it cheaply.
export const JET_TYPES = ['light', 'midsize', 'heavy', 'helicopter'] as const;
export type JetType = (typeof JET_TYPES)[number];

/** True only for one of the four categories (never "toString" or "__proto__"). */
export const isJetType = (value: unknown): value is JetType => JET_TYPES.some((type) => type === value);

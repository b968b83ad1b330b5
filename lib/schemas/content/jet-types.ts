export const JET_TYPES = ['light', 'midsize', 'heavy', 'helicopter'] as const;
export type JetType = (typeof JET_TYPES)[number];

// `some`, not `in`: "toString" or "__proto__" is never a category.
export const isJetType = (value: unknown): value is JetType => JET_TYPES.some((type) => type === value);

export const isJet = (type: JetType) => type !== 'helicopter';

// The aircraft categories of the rate card; zod-free so browser code can import it cheaply.
export const JET_TYPES = ['light', 'midsize', 'heavy', 'helicopter'] as const;
export type JetType = (typeof JET_TYPES)[number];

// Messages of the "watch a route" form, free of zod so the form can import them without loading
// the schema (see lib/schemas/lazy-resolver.ts).

export const WATCH_FROM_REQUIRED = 'Please choose where you would fly from.';
export const WATCH_TO_REQUIRED = 'Please choose where you would fly to.';
export const WATCH_SAME_AIRPORT = 'Choose two different airports.';

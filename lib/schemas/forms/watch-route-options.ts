// Messages of the "watch a route" form, free of zod so the form can import them without loading
// the schema (see lib/schemas/lazy-resolver.ts).

export const WATCH_ROUTE_ERRORS = {
  fromRequired: 'Please choose where you would fly from.',
  toRequired: 'Please choose where you would fly to.',
  sameAirport: 'Choose two different airports.',
} as const;

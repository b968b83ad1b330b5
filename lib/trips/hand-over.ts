// The home page's quick form hands its trip to /book's multi-city planner in the planner's own
// address format (lib/trips/url.ts reads it; its jest suite checks the two agree). Kept apart from
// url.ts so the home page does not carry the planner's parsing and validation code.

export type HandOver = { from: string; to: string; date: string; passengers: number };

/** "/book/?trip=multi-city&from=Mumbai&to=Goa&date=2027-01-15&pax=4": only what is filled. */
export function multiCityHandOver({ from, to, date, passengers }: Partial<HandOver> = {}): string {
  const params = new URLSearchParams({ trip: 'multi-city' });
  if (from?.trim()) params.set('from', from.trim());
  if (to?.trim()) params.set('to', to.trim());
  if (date) params.set('date', date);
  if (passengers !== undefined && passengers !== 1) params.set('pax', String(passengers));
  return `/book/?${params}`;
}

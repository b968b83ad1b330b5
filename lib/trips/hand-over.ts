// Apart from url.ts so the home page does not carry the planner's parsing code.

export type HandOver = { from: string; to: string; date: string; passengers: number };

export function multiCityHandOver({ from, to, date, passengers }: Partial<HandOver> = {}): string {
  const params = new URLSearchParams({ trip: 'multi-city' });
  if (from?.trim()) params.set('from', from.trim());
  if (to?.trim()) params.set('to', to.trim());
  if (date) params.set('date', date);
  if (passengers !== undefined && passengers !== 1) params.set('pax', String(passengers));
  return `/book/?${params}`;
}

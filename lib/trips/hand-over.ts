// Apart from url.ts so the home page does not carry the planner's parsing code.

export type HandOver = {
  from: string;
  to: string;
  date: string;
  time: string;
  passengers: number;
  jetType: string;
  returnDate: string;
  returnTime: string;
};

export function plannerHandOver(trip: 'multi-city' | 'round-trip', fields: Partial<HandOver> = {}): string {
  const { from, to, date, time, passengers, jetType, returnDate, returnTime } = fields;
  const params = new URLSearchParams({ trip });
  if (from?.trim()) params.set('from', from.trim());
  if (to?.trim()) params.set('to', to.trim());
  if (date) params.set('date', date);
  if (time) params.set('time', time);
  if (passengers !== undefined && passengers !== 1) params.set('pax', String(passengers));
  if (jetType && jetType !== 'light') params.set('jet', jetType);
  if (returnDate) params.set('rdate', returnDate);
  if (returnTime) params.set('rtime', returnTime);
  return `/book/?${params}`;
}

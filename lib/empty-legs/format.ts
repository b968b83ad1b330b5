import { formatLongDate } from '@/lib/estimate/format';

type Window = { date: string; lastDate?: string };

/** "4 December 2026", "6–8 December 2026", "30 November – 2 December 2026". */
export function formatWindow({ date, lastDate }: Window): string {
  const first = formatLongDate(date);
  if (!lastDate) return first;
  const last = formatLongDate(lastDate);
  const [firstDay, firstMonth, firstYear] = first.split(' ');
  const [lastDay, lastMonth, lastYear] = last.split(' ');
  if (firstYear !== lastYear) return `${first} – ${last}`;
  if (firstMonth !== lastMonth) return `${firstDay} ${firstMonth} – ${last}`;
  return `${firstDay}–${lastDay} ${lastMonth} ${lastYear}`;
}

export type RequestDetails = {
  greeting: string;
  reference: string;
  route: string;
  when: string;
  aircraft: string;
  price: string;
};

/** The WhatsApp text of "Request this flight". */
export function requestText(offer: RequestDetails): string {
  return [
    offer.greeting,
    `Reference: ${offer.reference}`,
    `Route: ${offer.route}`,
    `Date: ${offer.when}`,
    `Aircraft: ${offer.aircraft}`,
    `Price: ${offer.price} for the whole aircraft`,
  ].join('\n');
}

import { formatLongDate } from '@/lib/estimate/format';
import { renderBody } from '@/lib/requests/render';

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
  /** The first and (for a window) last day it may fly, YYYY-MM-DD. */
  dates: string[];
  /** The fare for the whole aircraft, in rupees. */
  fare: number;
};

/** "Request this flight" as a request's content: the offer's reference, route, date, aircraft and price. */
export function emptyLegContent(offer: RequestDetails) {
  return {
    heading: offer.greeting,
    fields: [
      { label: 'Offer', value: offer.reference },
      { label: 'Route', value: offer.route },
      { label: 'Date', value: offer.when },
      { label: 'Aircraft', value: offer.aircraft },
      { label: 'Price', value: `${offer.price} for the whole aircraft` },
    ],
    notes: [] as string[],
  };
}

/** The WhatsApp text of "Request this flight" (the link that works before JavaScript). */
export const requestText = (offer: RequestDetails): string => renderBody(emptyLegContent(offer));

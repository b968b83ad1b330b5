import { formatLongDate } from '@/lib/estimate/format';
import { renderBody } from '@/lib/requests/render';

type Window = { date: string; lastDate?: string };

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
  dates: string[];
  fare: number;
};

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

export const requestText = (offer: RequestDetails): string => renderBody(emptyLegContent(offer));

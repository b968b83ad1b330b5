import { once } from '@/lib/format';
import { isRealDate } from '@/lib/trips/rules';

const travelDateFormat = once(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

// "2027-01-15" → "Fri, 15 Jan 2027"; anything else is returned as typed.
export function formatTravelDate(value: string): string {
  if (!isRealDate(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  const parts = Object.fromEntries(
    travelDateFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

import type { BookingInput } from '@/lib/schemas/forms/booking';
import { passengerCount } from './passenger-count';
import { buildQuote, type RateCard } from './quote';

export const TO_BE_CONFIRMED = 'to be confirmed';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2027-01-15" → "Fri, 15 Jan 2027"; anything else is returned as typed. */
export function formatTravelDate(value: string): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

// A value is one line of the message: line breaks inside it become spaces, so a typed
// "Goa\nPassengers: 99" can never forge a line of its own.
function clean(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value)
    .replace(/[\r\n\u2028\u2029\u0085]+/g, ' ')
    .trim();
}

/**
 * The prefilled WhatsApp message for a booking consultation. It works from a partly filled
 * form: every missing field is sent as "to be confirmed" so the concierge sees what to ask.
 * The route estimate, when there is one, follows the flight details after a blank line.
 */
export function buildWhatsAppText(
  values: Partial<BookingInput>,
  rates: RateCard,
  greeting: string,
  estimateLines: readonly string[] = [],
): string {
  const orPending = (text: string) => text || TO_BE_CONFIRMED;
  const passengers = passengerCount(values.passengers);
  const lines = [
    ['Departure', orPending(clean(values.departure))],
    ['Arrival', orPending(clean(values.arrival))],
    ['Date', orPending(formatTravelDate(clean(values.date)))],
    ['Time', orPending(clean(values.time))],
    ['Passengers', Number.isInteger(passengers) && passengers > 0 ? String(passengers) : TO_BE_CONFIRMED],
    ['Jet type', buildQuote(values.jetType, rates)?.label ?? TO_BE_CONFIRMED],
  ];
  const estimate = estimateLines.map(clean).filter(Boolean);
  return [
    greeting,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    ...(estimate.length ? ['', ...estimate] : []),
  ].join('\n');
}

import { formatTravelDate, TO_BE_CONFIRMED } from '@/lib/booking/whatsapp-text';
import { passengerCount } from '@/lib/booking/passenger-count';
import type { RateCard } from '@/lib/booking/quote';
import { formatINR } from '@/lib/format';
import { formatRange, formatRateCardDate } from '@/lib/estimate/format';
import type { ItineraryEstimate } from '@/lib/estimate/itinerary';
import { itineraryLegs, TRIP_TYPE_LABELS, type PlannerInput } from '@/lib/schemas/forms/itinerary-options';

// One line per value: line breaks typed into a field become spaces, so they cannot forge a line.
const clean = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
        .replace(/[\r\n\u2028\u2029\u0085]+/g, ' ')
        .trim()
    : '';
const orPending = (text: string) => text || TO_BE_CONFIRMED;

/** "Leg 2: Dubai → London, Sun, 21 Mar 2027 at 09:30", with gaps "to be confirmed". */
export function legLines(values: Partial<PlannerInput>): string[] {
  return itineraryLegs(values).map((leg, index) => {
    const route = `${orPending(clean(leg.departure))} → ${orPending(clean(leg.arrival))}`;
    const when = `${orPending(formatTravelDate(clean(leg.date)))} at ${orPending(clean(leg.time))}`;
    return `Leg ${index + 1}: ${route}, ${when}`;
  });
}

/** The estimate's total, range and rate card date, as one line. */
export function estimateLine(
  estimate: Pick<ItineraryEstimate, 'total' | 'low' | 'high'>,
  rateCardDate: string,
): string {
  return `Estimated total: ${formatINR(estimate.total)} incl. GST as applicable (range ${formatRange(estimate)}; rate card of ${formatRateCardDate(rateCardDate)})`;
}

type TextOptions = {
  rates: RateCard;
  greeting: string;
  reference: string;
  estimate?: Pick<ItineraryEstimate, 'total' | 'low' | 'high'>;
  rateCardDate: string;
};

/** The message a round trip or multi-city itinerary sends to a consultant (WhatsApp and e-mail). */
export function itineraryText(values: Partial<PlannerInput>, options: TextOptions): string {
  const passengers = passengerCount(values.passengers);
  const jet = values.jetType && Object.hasOwn(options.rates, values.jetType) ? options.rates[values.jetType].label : '';
  return [
    options.greeting,
    '',
    `Trip: ${TRIP_TYPE_LABELS[values.tripType ?? 'one-way']}`,
    ...legLines(values),
    `Passengers: ${Number.isInteger(passengers) && passengers > 0 ? passengers : TO_BE_CONFIRMED}`,
    `Jet type: ${orPending(jet)}`,
    '',
    options.estimate ? estimateLine(options.estimate, options.rateCardDate) : `Estimated total: ${TO_BE_CONFIRMED}`,
    `Quote reference: ${options.reference}`,
  ].join('\n');
}

export const quoteSubject = (reference: string) => `Vayu Jets quote ${reference}`;

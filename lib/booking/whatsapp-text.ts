import { airportLabel } from '@/lib/estimate/airports';
import { estimateFromForm, type RouteEstimate } from '@/lib/estimate/estimate';
import {
  formatDistance,
  formatDuration,
  formatLongDate,
  formatRange,
  rangeMessage,
  seatMessage,
} from '@/lib/estimate/format';
import { formatINR, once } from '@/lib/format';
import type { RequestContent, RequestField } from '@/lib/requests/model';
import { renderBody } from '@/lib/requests/render';
import type { Airport } from '@/lib/schemas/content/airports';
import { isJetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { isRealDate } from '@/lib/schemas/forms/booking-options';
import { itineraryLegs, TRIP_TYPE_LABELS, type PlannerInput } from '@/lib/schemas/forms/itinerary-options';
import { quoteReference } from '@/lib/trips/reference';
import { passengerCount } from './passenger-count';

type Body = Pick<RequestContent, 'heading' | 'fields' | 'notes'>;

export const TO_BE_CONFIRMED = 'to be confirmed';

// One formatter for every date on a page (a quote sheet or saved trips list several).
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

/** "2027-01-15" → "Fri, 15 Jan 2027"; anything else is returned as typed. */
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

// A value is one line of the message: line breaks inside it become spaces, so a typed
// "Goa\nPassengers: 99" can never forge a line of its own.
function clean(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value)
    .replace(/[\r\n\u2028\u2029\u0085]+/g, ' ')
    .trim();
}

const orPending = (text: string) => text || TO_BE_CONFIRMED;

/** The passenger count when the form holds a real one, else "to be confirmed". */
function passengersOrPending(value: unknown): string {
  const passengers = passengerCount(value);
  return Number.isInteger(passengers) && passengers > 0 ? String(passengers) : TO_BE_CONFIRMED;
}

/** The jet type's label on the rate card, or "" for anything else. */
export function jetLabel(jetType: unknown, pricing: Pricing): string {
  return isJetType(jetType) ? pricing.jetTypes[jetType].label : '';
}

/** The flight details, one field each; every missing one "to be confirmed" so the concierge sees what to ask. */
export function bookingFields(values: Partial<PlannerInput>, pricing: Pricing): RequestField[] {
  return [
    { label: 'Departure', value: orPending(clean(values.departure)) },
    { label: 'Arrival', value: orPending(clean(values.arrival)) },
    { label: 'Date', value: orPending(formatTravelDate(clean(values.date))) },
    { label: 'Time', value: orPending(clean(values.time)) },
    { label: 'Passengers', value: passengersOrPending(values.passengers) },
    { label: 'Jet type', value: orPending(jetLabel(values.jetType, pricing)) },
  ];
}

/**
 * The prefilled WhatsApp message for a booking consultation. It works from a partly filled
 * form: every missing field is sent as "to be confirmed" so the concierge sees what to ask.
 * The route estimate, when there is one, follows the flight details after a blank line.
 */
export function buildWhatsAppText(
  values: Partial<PlannerInput>,
  pricing: Pricing,
  greeting: string,
  estimateLines: readonly string[] = [],
): string {
  const notes = estimateLines.map(clean).filter(Boolean);
  return renderBody({ heading: greeting, fields: bookingFields(values, pricing), notes });
}

/** Plain-text lines describing a one-way route estimate, after the flight details. */
export function estimateSummaryLines(estimate: RouteEstimate, pricing: Pricing): string[] {
  const rate = pricing.jetTypes[estimate.jetType];
  const lines = [
    `Route estimate: ${airportLabel(estimate.from)} → ${airportLabel(estimate.to)}, ${rate.label}`,
    `Distance: ${formatDistance(estimate.flight.distanceKm, estimate.flight.distanceNm)}; flight time about ${formatDuration(estimate.flight.blockHours)}`,
    `Estimate: ${formatRange(estimate)} (${formatINR(estimate.total)} incl. GST as applicable; rate card of ${formatLongDate(pricing.rateCardDate)})`,
  ];
  const warnings = [rangeMessage(estimate, pricing), seatMessage(estimate, pricing)];
  return [...lines, ...warnings.filter((line): line is string => Boolean(line))];
}

/** Where the planner's text comes from: our airports, the rate card and the greeting. */
export type TextContext = { airports: readonly Airport[]; pricing: Pricing; greeting: string };

/** One way: the booking form's fields, then the route estimate and its reference when there is one. */
export function oneWayContent(values: Partial<PlannerInput>, context: TextContext): Body {
  const estimate = estimateFromForm(values, context.airports, context.pricing);
  const notes =
    estimate.status === 'ok'
      ? [
          ...estimateSummaryLines(estimate, context.pricing),
          `Quote reference: ${quoteReference(values, context.airports)}`,
        ]
      : [];
  return { heading: context.greeting, fields: bookingFields(values, context.pricing), notes: notes.map(clean) };
}

/** One way: the booking form's message, followed by the route estimate and its reference when there is one. */
export const oneWayText = (values: Partial<PlannerInput>, context: TextContext): string =>
  renderBody(oneWayContent(values, context));

/** "Leg 2: Dubai → London, Sun, 21 Mar 2027 at 09:30", with gaps "to be confirmed". */
export function legLines(values: Partial<PlannerInput>): string[] {
  return itineraryLegs(values).map((leg, index) => {
    const route = `${orPending(clean(leg.departure))} → ${orPending(clean(leg.arrival))}`;
    const when = `${orPending(formatTravelDate(clean(leg.date)))} at ${orPending(clean(leg.time))}`;
    return `Leg ${index + 1}: ${route}, ${when}`;
  });
}

type Totals = { total: number; low: number; high: number };

/** The estimate's total, range and rate card date, as one line. */
export function estimateLine(estimate: Totals, rateCardDate: string): string {
  return `Estimated total: ${formatINR(estimate.total)} incl. GST as applicable (range ${formatRange(estimate)}; rate card of ${formatLongDate(rateCardDate)})`;
}

type ItineraryTextOptions = { pricing: Pricing; greeting: string; reference: string; estimate?: Totals };

/** A round trip or multi-city itinerary as a consultant reads it: every leg, the group, the estimate. */
export function itineraryContent(values: Partial<PlannerInput>, options: ItineraryTextOptions): Body {
  const legs = legLines(values).map((line) => {
    const [label, ...rest] = line.split(': ');
    return { label, value: rest.join(': ') };
  });
  return {
    heading: options.greeting,
    fields: [
      { label: 'Trip', value: TRIP_TYPE_LABELS[values.tripType ?? 'one-way'] },
      ...legs,
      { label: 'Passengers', value: passengersOrPending(values.passengers) },
      { label: 'Jet type', value: orPending(jetLabel(values.jetType, options.pricing)) },
    ],
    notes: [
      options.estimate
        ? estimateLine(options.estimate, options.pricing.rateCardDate)
        : `Estimated total: ${TO_BE_CONFIRMED}`,
      `Quote reference: ${options.reference}`,
    ],
  };
}

/** The message a round trip or multi-city itinerary sends to a consultant (WhatsApp and e-mail). */
export const itineraryText = (values: Partial<PlannerInput>, options: ItineraryTextOptions): string =>
  renderBody(itineraryContent(values, options));

export const quoteSubject = (reference: string) => `Vayu Jets quote ${reference}`;

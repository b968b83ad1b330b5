import { passengerLabel } from '@/lib/booking/instant-quote';
import { passengerCount } from '@/lib/booking/passenger-count';
import { airportLabel } from '@/lib/estimate/airports';
import type { RouteEstimate } from '@/lib/estimate/estimate';
import { formatDistance, formatDuration, formatLongDate, formatRange, seatMessage } from '@/lib/estimate/format';
import { flyerLabel } from '@/lib/estimate/performance';
import { formatINR, once } from '@/lib/format';
import { oneLine } from '@/lib/requests/line';
import type { RequestContent, RequestField } from '@/lib/requests/model';
import { renderBody } from '@/lib/requests/render';
import { isJetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import type { Plan } from './plan';
import type { LegInput, PlannerInput } from './planner-input';
import { isRealDate, TRIP_TYPE_LABELS } from './rules';

type Body = Pick<RequestContent, 'heading' | 'fields' | 'notes'>;

export const TO_BE_CONFIRMED = 'to be confirmed';

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

const orPending = (text: string) => text || TO_BE_CONFIRMED;

function passengersOrPending(value: unknown): string {
  const passengers = passengerCount(value);
  return Number.isInteger(passengers) && passengers > 0 ? String(passengers) : TO_BE_CONFIRMED;
}

export function jetLabel(jetType: unknown, pricing: Pricing): string {
  return isJetType(jetType) ? pricing.jetTypes[jetType].label : '';
}

export function bookingFields(values: Partial<PlannerInput>, pricing: Pricing): RequestField[] {
  return [
    { label: 'Departure', value: orPending(oneLine(values.departure)) },
    { label: 'Arrival', value: orPending(oneLine(values.arrival)) },
    { label: 'Date', value: orPending(formatTravelDate(oneLine(values.date))) },
    { label: 'Time', value: orPending(oneLine(values.time)) },
    { label: 'Passengers', value: passengersOrPending(values.passengers) },
    { label: 'Jet type', value: orPending(jetLabel(values.jetType, pricing)) },
  ];
}

export function buildWhatsAppText(
  values: Partial<PlannerInput>,
  pricing: Pricing,
  greeting: string,
  estimateLines: readonly string[] = [],
): string {
  const notes = estimateLines.map(oneLine).filter(Boolean);
  return renderBody({ heading: greeting, fields: bookingFields(values, pricing), notes });
}

export function estimateSummaryLines(estimate: RouteEstimate, pricing: Pricing): string[] {
  const lines = [
    `Route estimate: ${airportLabel(estimate.from)} → ${airportLabel(estimate.to)}, ${flyerLabel(pricing, estimate)}`,
    `Distance: ${formatDistance(estimate.flight.distanceKm, estimate.flight.distanceNm)}; flight time about ${formatDuration(estimate.flight.blockHours)}`,
    `Estimate: ${formatRange(estimate)} (${formatINR(estimate.total)} incl. GST as applicable; rate card of ${formatLongDate(pricing.rateCardDate)})`,
  ];
  const warnings = [seatMessage(estimate, pricing)];
  return [...lines, ...warnings.filter((line): line is string => Boolean(line))];
}

const oneWayFields = ({ legs: [leg], passengers, jetType, pricing }: Plan) =>
  bookingFields({ ...leg, passengers, jetType }, pricing);

function oneWayContent(plan: Plan, greeting: string): Body {
  const priced = plan.tripType === 'one-way' && plan.estimate.status === 'ok' ? plan.estimate : undefined;
  const notes = priced ? [...estimateSummaryLines(priced, plan.pricing), `Quote reference: ${plan.reference}`] : [];
  return { heading: greeting, fields: oneWayFields(plan), notes: notes.map(oneLine) };
}

export function legLines(legs: readonly LegInput[]): string[] {
  return legs.map((leg, index) => {
    const route = `${orPending(oneLine(leg.departure))} → ${orPending(oneLine(leg.arrival))}`;
    const when = `${orPending(formatTravelDate(oneLine(leg.date)))} at ${orPending(oneLine(leg.time))}`;
    return `Leg ${index + 1}: ${route}, ${when}`;
  });
}

type Totals = { total: number; low: number; high: number };

export function estimateLine(estimate: Totals, rateCardDate: string): string {
  return `Estimated total: ${formatINR(estimate.total)} incl. GST as applicable (range ${formatRange(estimate)}; rate card of ${formatLongDate(rateCardDate)})`;
}

function itineraryContent(plan: Plan, greeting: string): Body {
  const legs = legLines(plan.legs).map((line) => {
    const [label, ...rest] = line.split(': ');
    return { label, value: rest.join(': ') };
  });
  const totals = plan.estimate.status === 'ok' ? plan.estimate : undefined;
  return {
    heading: greeting,
    fields: [
      { label: 'Trip', value: TRIP_TYPE_LABELS[plan.tripType] },
      ...legs,
      { label: 'Passengers', value: passengersOrPending(plan.passengers) },
      { label: 'Jet type', value: orPending(jetLabel(plan.jetType, plan.pricing)) },
    ],
    notes: [
      totals ? estimateLine(totals, plan.pricing.rateCardDate) : `Estimated total: ${TO_BE_CONFIRMED}`,
      `Quote reference: ${plan.reference}`,
    ],
  };
}

export const messageContent = (plan: Plan, greeting: string): Body =>
  plan.tripType === 'one-way' ? oneWayContent(plan, greeting) : itineraryContent(plan, greeting);

export const quoteSubject = (reference: string) => `Vayu Jets quote ${reference}`;

export type PrintSheet = {
  trip: string;
  legs: { departure: string; arrival: string; date: string; time: string }[];
  group: string;
};

function printSheet(plan: Plan): PrintSheet {
  const passengers = passengerCount(plan.passengers);
  const jet = jetLabel(plan.jetType, plan.pricing) || TO_BE_CONFIRMED;
  return {
    trip: TRIP_TYPE_LABELS[plan.tripType],
    legs: plan.legs.map((leg) => ({
      departure: leg.departure || TO_BE_CONFIRMED,
      arrival: leg.arrival || TO_BE_CONFIRMED,
      date: leg.date ? formatTravelDate(leg.date) : TO_BE_CONFIRMED,
      time: leg.time || TO_BE_CONFIRMED,
    })),
    group: `${Number.isInteger(passengers) && passengers > 0 ? passengerLabel(passengers) : TO_BE_CONFIRMED} · ${jet}`,
  };
}

export function message(plan: Plan, channel: 'whatsapp', greeting: string): string;
export function message(plan: Plan, channel: 'email', greeting: string): { subject: string; body: string };
export function message(plan: Plan, channel: 'print'): PrintSheet;
export function message(plan: Plan, channel: 'whatsapp' | 'email' | 'print', greeting = '') {
  if (channel === 'print') return printSheet(plan);
  const body = renderBody(messageContent(plan, greeting));
  return channel === 'whatsapp' ? body : { subject: quoteSubject(plan.reference), body };
}

import { requests } from '@/content/requests';
import { passengerCount } from '@/lib/booking/passenger-count';
import { airportLabel } from '@/lib/estimate/airports';
import type { RouteEstimate } from '@/lib/estimate/estimate';
import { formatDistance, formatDuration, formatLongDate, formatRange, seatMessage } from '@/lib/estimate/format';
import { flyerLabel } from '@/lib/estimate/performance';
import { unknownPlacesText } from '@/lib/estimate/unknown-places';
import { formatINR } from '@/lib/format';
import { isJetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import type { Plan } from '@/lib/trips/plan';
import type { LegInput } from '@/lib/trips/planner-input';
import { TRIP_TYPE_LABELS } from '@/lib/trips/rules';
import { formatTravelDate } from '@/lib/trips/travel-date';
import { oneLine, orPending, TO_BE_CONFIRMED } from './line';
import type { Quote, RequestField } from './model';

const dateOrPending = (value: unknown) => orPending(formatTravelDate(oneLine(value)));

function passengersOrPending(value: unknown): string {
  const passengers = passengerCount(value);
  return Number.isInteger(passengers) && passengers > 0 ? String(passengers) : TO_BE_CONFIRMED;
}

const jetOrPending = (jetType: unknown, pricing: Pricing) =>
  isJetType(jetType) ? pricing.jetTypes[jetType].label : TO_BE_CONFIRMED;

function groupFields({ passengers, jetType, pricing }: Plan): RequestField[] {
  return [
    { label: 'Passengers', value: passengersOrPending(passengers) },
    { label: 'Jet type', value: jetOrPending(jetType, pricing) },
  ];
}

function oneWayFields(plan: Plan): RequestField[] {
  const [leg] = plan.legs;
  return [
    { label: 'Departure', value: orPending(leg.departure) },
    { label: 'Arrival', value: orPending(leg.arrival) },
    { label: 'Date', value: dateOrPending(leg.date) },
    { label: 'Time', value: orPending(leg.time) },
    ...groupFields(plan),
  ];
}

const legField = (leg: LegInput, index: number): RequestField => ({
  label: `Leg ${index + 1}`,
  value: `${orPending(leg.departure)} → ${orPending(leg.arrival)}, ${dateOrPending(leg.date)} at ${orPending(leg.time)}`,
});

function itineraryFields(plan: Plan): RequestField[] {
  return [{ label: 'Trip', value: TRIP_TYPE_LABELS[plan.tripType] }, ...plan.legs.map(legField), ...groupFields(plan)];
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

function estimateNotes({ tripType, estimate, pricing }: Plan): string[] {
  const pending = tripType === 'one-way' ? 'Estimate' : 'Estimated total';
  if (estimate.status === 'unknown' && estimate.places.length > 0)
    return [`${pending}: ${TO_BE_CONFIRMED}: ${unknownPlacesText(estimate.places, requests.unknownPlaces)}`];
  if (tripType === 'one-way') return estimate.status === 'ok' ? estimateSummaryLines(estimate, pricing) : [];
  if (estimate.status !== 'ok') return [`${pending}: ${TO_BE_CONFIRMED}`];
  return [
    `Estimated total: ${formatINR(estimate.total)} incl. GST as applicable (range ${formatRange(estimate)}; rate card of ${formatLongDate(pricing.rateCardDate)})`,
  ];
}

export function quoteOf(plan: Plan, greeting: string): Quote {
  return {
    heading: oneLine(greeting),
    fields: plan.tripType === 'one-way' ? oneWayFields(plan) : itineraryFields(plan),
    notes: estimateNotes(plan).map(oneLine),
    reference: plan.reference,
  };
}

import { passengerCount } from '@/lib/booking/passenger-count';
import { estimateFromForm, type Estimate } from '@/lib/estimate/estimate';
import { estimateItinerary, type ItineraryResult } from '@/lib/estimate/itinerary';
import type { Airport } from '@/lib/schemas/content/airports';
import { isJetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import type { LegInput, PlannerInput } from './planner-input';
import { tripReference, type Trip } from './reference';
import type { TripType } from './rules';

export function itineraryLegs(values: Partial<PlannerInput>): LegInput[] {
  const first: LegInput = {
    departure: values.departure ?? '',
    arrival: values.arrival ?? '',
    date: values.date ?? '',
    time: values.time ?? '',
  };
  if (values.tripType === 'round-trip') {
    const back = { departure: first.arrival, arrival: first.departure };
    return [first, { ...back, date: values.returnDate ?? '', time: values.returnTime ?? '' }];
  }
  if (values.tripType === 'multi-city') return [first, ...(values.nextLegs ?? [])];
  return [first];
}

export type PlanEstimate =
  { tripType: 'one-way'; estimate: Estimate } | { tripType: Exclude<TripType, 'one-way'>; estimate: ItineraryResult };

export type Plan = Trip & PlanEstimate & { reference: string; pricing: Pricing };

type Sources = { airports: readonly Airport[]; pricing: Pricing };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function estimateFor(trip: Trip, { airports, pricing }: Sources, aircraft?: string): PlanEstimate {
  if (trip.tripType === 'one-way') {
    const [{ departure, arrival }] = trip.legs;
    const form = { departure, arrival, jetType: trip.jetType, passengers: trip.passengers, aircraft };
    return { tripType: 'one-way', estimate: estimateFromForm(form, airports, pricing) };
  }
  if (!isJetType(trip.jetType)) return { tripType: trip.tripType, estimate: { status: 'incomplete' } };
  const legs = trip.legs.map((leg) => ({
    from: text(leg.departure),
    to: text(leg.arrival),
    date: text(leg.date).trim(),
  }));
  const request = { legs, jetType: trip.jetType, passengers: passengerCount(trip.passengers), aircraft };
  return { tripType: trip.tripType, estimate: estimateItinerary(request, airports, pricing) };
}

export function tripOf(values: Partial<PlannerInput>): Trip {
  return {
    tripType: values.tripType ?? 'one-way',
    legs: itineraryLegs(values),
    passengers: values.passengers,
    jetType: values.jetType,
  };
}

export function plan(values: Partial<PlannerInput>, sources: Sources): Plan {
  const trip = tripOf(values);
  return {
    ...trip,
    ...estimateFor(trip, sources, values.aircraft || undefined),
    reference: tripReference(trip, sources.airports),
    pricing: sources.pricing,
  };
}

export function planTotals({ estimate }: PlanEstimate) {
  return estimate.status === 'ok' ? { total: estimate.total, low: estimate.low, high: estimate.high } : undefined;
}

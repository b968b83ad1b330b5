import { passengerCount } from '@/lib/booking/passenger-count';
import { itineraryContent, oneWayContent, type TextContext } from '@/lib/booking/whatsapp-text';
import { estimateFromForm, type Estimate } from '@/lib/estimate/estimate';
import { estimateItinerary, type ItineraryResult } from '@/lib/estimate/itinerary';
import { renderBody } from '@/lib/requests/render';
import type { Airport } from '@/lib/schemas/content/airports';
import { isJetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { itineraryLegs, type PlannerInput } from '@/lib/schemas/forms/itinerary-options';
import { quoteReference } from './reference';

export type PlannerEstimate =
  { tripType: 'one-way'; estimate: Estimate } | { tripType: 'round-trip' | 'multi-city'; estimate: ItineraryResult };

type Context = { airports: readonly Airport[]; pricing: Pricing };

/** The estimate for whatever the planner holds: one way as before, or the whole itinerary. */
export function plannerEstimate(values: Partial<PlannerInput>, { airports, pricing }: Context): PlannerEstimate {
  if (!values.tripType || values.tripType === 'one-way') {
    return { tripType: 'one-way', estimate: estimateFromForm(values, airports, pricing) };
  }
  if (!isJetType(values.jetType)) return { tripType: values.tripType, estimate: { status: 'incomplete' } };
  const legs = itineraryLegs(values).map((leg) => ({
    from: typeof leg.departure === 'string' ? leg.departure : '',
    to: typeof leg.arrival === 'string' ? leg.arrival : '',
    date: typeof leg.date === 'string' ? leg.date.trim() : '',
  }));
  const passengers = passengerCount(values.passengers);
  return {
    tripType: values.tripType,
    estimate: estimateItinerary({ legs, jetType: values.jetType, passengers }, airports, pricing),
  };
}

/** The figures every kind of estimate shares, when there is one. */
export function estimateTotals(result: PlannerEstimate) {
  const { estimate } = result;
  return estimate.status === 'ok' ? { total: estimate.total, low: estimate.low, high: estimate.high } : undefined;
}

/** The text for a consultant (WhatsApp and e-mail): one way as the booking form words it, or every leg. */
export function consultantText(values: Partial<PlannerInput>, context: TextContext): string {
  return renderBody(consultantContent(values, context));
}

/** What a consultant reads of the planner: the one-way details or every leg, with the estimate. */
export function consultantContent(values: Partial<PlannerInput>, context: TextContext) {
  const result = plannerEstimate(values, context);
  if (result.tripType === 'one-way') return oneWayContent(values, context);
  return itineraryContent(values, {
    pricing: context.pricing,
    greeting: context.greeting,
    reference: quoteReference(values, context.airports),
    estimate: estimateTotals(result),
  });
}

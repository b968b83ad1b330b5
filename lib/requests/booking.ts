import type { TextContext } from '@/lib/booking/whatsapp-text';
import { emptyLeg, itineraryLegs, type PlannerInput } from '@/lib/schemas/forms/itinerary-options';
import type { QuickBookingValues } from '@/lib/schemas/forms/quick-booking';
import { consultantContent, estimateTotals, plannerEstimate } from '@/lib/trips/planner-estimate';
import { quoteReference } from '@/lib/trips/reference';
import { createRequest } from './build';
import type { SiteRequest } from './model';

// Its reference is the trip's quote reference, so the endpoint sees one trip once however often it is sent.

type Meta = { page: string; now?: Date };

export type RequestedAircraft = { label: string; name: string; slug: string };

export function bookingRequest(
  values: Partial<PlannerInput>,
  context: TextContext & { requested?: RequestedAircraft },
  meta: Meta,
): SiteRequest {
  const reference = quoteReference(values, context.airports);
  const content = consultantContent(values, context);
  const { requested } = context;
  return createRequest(
    {
      kind: 'booking',
      ...content,
      fields: requested ? [...content.fields, { label: requested.label, value: requested.name }] : content.fields,
      // The reference closes every request's text; the quote's own line would say it twice.
      notes: content.notes.filter((line) => !line.startsWith('Quote reference:')),
      details: {
        tripType: values.tripType ?? 'one-way',
        legs: itineraryLegs(values).map(({ departure, arrival, date, time }) => ({ departure, arrival, date, time })),
        passengers: values.passengers ?? null,
        jetType: values.jetType || null,
        aircraft: requested?.slug ?? null,
        estimate: estimateTotals(plannerEstimate(values, context))?.total ?? null,
      },
    },
    { ...meta, reference },
  );
}

export function quickBookingRequest(values: QuickBookingValues, context: TextContext, meta: Meta): SiteRequest {
  const planner: Partial<PlannerInput> = {
    tripType: values.tripType,
    departure: values.from,
    arrival: values.to,
    date: values.date,
    time: '',
    returnDate: '',
    returnTime: '',
    passengers: values.passengers,
    nextLegs: values.tripType === 'multi-city' ? [emptyLeg(values.to)] : [],
  };
  return bookingRequest(planner, context, meta);
}

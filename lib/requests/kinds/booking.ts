import { onUse } from '@/lib/on-use';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { plan, planTotals } from '@/lib/trips/plan';
import type { PlannerInput } from '@/lib/trips/planner-input';
import { routeLine } from '@/lib/trips/route-line';
import { createRequest } from '../build';
import type { SiteRequest } from '../model';
import { quoteOf } from '../quote';
import { declareKind } from './kind';

type Meta = { page: string; now?: Date };

export type TextContext = { airports: readonly Airport[]; pricing: Pricing; greeting: string };

export type RequestedAircraft = { label: string; name: string; slug: string };

export type BookingContext = TextContext & { requested?: RequestedAircraft };

export function bookingRequest(values: Partial<PlannerInput>, context: BookingContext, meta: Meta): SiteRequest {
  const planned = plan(values, context);
  const { reference, ...content } = quoteOf(planned, context.greeting);
  const { requested } = context;
  return createRequest(
    {
      kind: 'booking',
      ...content,
      fields: requested ? [...content.fields, { label: requested.label, value: requested.name }] : content.fields,
      details: {
        tripType: planned.tripType,
        route: routeLine(planned.legs, context.airports),
        legs: planned.legs.map(({ departure, arrival, date, time }) => ({ departure, arrival, date, time })),
        passengers: values.passengers ?? null,
        jetType: values.jetType || null,
        aircraft: requested?.slug ?? null,
        estimate: planTotals(planned)?.total ?? null,
      },
    },
    { ...meta, quote: reference },
  );
}

export const bookingKind = declareKind({
  name: 'booking',
  loadSchema: onUse(() => import('@/lib/schemas/forms/booking').then((module) => module.bookingSchema)),
  build: bookingRequest,
});

import type { RateCard } from '@/lib/booking/quote';
import { buildWhatsAppText } from '@/lib/booking/whatsapp-text';
import { estimateFromForm } from '@/lib/estimate/from-form';
import { estimateSummaryLines } from '@/lib/estimate/summary';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Pricing } from '@/lib/schemas/content/pricing';
import type { PlannerInput } from '@/lib/schemas/forms/itinerary-options';
import { quoteReference } from './reference';

export type TextContext = { airports: readonly Airport[]; pricing: Pricing; rates: RateCard; greeting: string };

/** One way keeps the booking form's message, followed by the route estimate and its reference when there is one. */
export function oneWayText(values: Partial<PlannerInput>, context: TextContext): string {
  const estimate = estimateFromForm(values, context.airports, context.pricing);
  const lines =
    estimate.status === 'ok'
      ? [
          ...estimateSummaryLines(estimate, context.pricing),
          `Quote reference: ${quoteReference(values, context.airports)}`,
        ]
      : [];
  return buildWhatsAppText(values, context.rates, context.greeting, lines);
}

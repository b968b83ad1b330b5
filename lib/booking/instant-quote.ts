import { messages } from '@/content/messages';
import { formatINR } from '@/lib/format';
import { isJetType, type JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';

type JetRate = Pricing['jetTypes'][JetType];

export type InstantQuote = { jetType: JetType; label: string; amount: number; formattedAmount: string };

/** The indicative quote for one jet type from the rate card, or null for an unknown type. */
export function buildQuote(jetType: unknown, pricing: Pricing): InstantQuote | null {
  if (!isJetType(jetType)) return null;
  const { label, indicativePrice } = pricing.jetTypes[jetType];
  return { jetType, label, amount: indicativePrice, formattedAmount: formatINR(indicativePrice) };
}

/** The values that fill messages.instantQuote ({label}, {amount}: the rate per flight hour). */
export function quoteMessageValues(quote: InstantQuote): Record<string, string> {
  return { label: quote.label, amount: quote.formattedAmount };
}

/** The heading of /book's route estimate, where Get Instant Quote moves focus. */
export const ESTIMATE_HEADING_ID = 'route-estimate-heading';

/** Get Instant Quote's toast: this trip's estimated total when there is one, else the rate per flight hour. */
export function instantQuoteToast(quote: InstantQuote, trip: { total: number } | undefined) {
  if (!trip) return { message: messages.instantQuoteRate, values: quoteMessageValues(quote) };
  return { message: messages.instantQuote, values: { ...quoteMessageValues(quote), total: formatINR(trip.total) } };
}

/** "Light Jet (4-7)": a jet type's label with its passenger range. */
export function jetTypeOptionLabel(rate: Pick<JetRate, 'label' | 'minPassengers' | 'seats'>): string {
  return `${rate.label} (${rate.minPassengers}-${rate.seats})`;
}

/** "1 Passenger", "2 Passengers", ... */
export function passengerLabel(count: number): string {
  return `${count} ${count === 1 ? 'Passenger' : 'Passengers'}`;
}

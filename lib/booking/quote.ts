import { formatINR } from '@/lib/format';
import type { JetType } from '@/lib/schemas/content/pricing';

export type JetRate = { label: string; minPassengers: number; maxPassengers: number; indicativePrice: number };
export type RateCard = Record<JetType, JetRate>;

export type Quote = { jetType: JetType; label: string; amount: number; formattedAmount: string };

export function isJetType(value: unknown, rates: RateCard): value is JetType {
  return typeof value === 'string' && Object.hasOwn(rates, value);
}

/** The indicative quote for one jet type from the rate card, or null for an unknown type. */
export function buildQuote(jetType: unknown, rates: RateCard): Quote | null {
  if (!isJetType(jetType, rates)) return null;
  const { label, indicativePrice } = rates[jetType];
  return { jetType, label, amount: indicativePrice, formattedAmount: formatINR(indicativePrice) };
}

/** The values that fill messages.instantQuote ({label}, {amount}). */
export function quoteMessageValues(quote: Quote): Record<string, string> {
  return { label: quote.label, amount: quote.formattedAmount };
}

/** "Light Jet (4-8)": a jet type's label with its passenger range. */
export function jetTypeOptionLabel(rate: JetRate): string {
  return `${rate.label} (${rate.minPassengers}-${rate.maxPassengers})`;
}

/** "1 Passenger", "2 Passengers", ... */
export function passengerLabel(count: number): string {
  return `${count} ${count === 1 ? 'Passenger' : 'Passengers'}`;
}

import { formatINR } from '@/lib/format';
import { plural } from '@/lib/plural';
import { isJetType, type JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';

type JetRate = Pricing['jetTypes'][JetType];

export type InstantQuote = { jetType: JetType; label: string; amount: number; formattedAmount: string };

export function buildQuote(jetType: unknown, pricing: Pricing): InstantQuote | null {
  if (!isJetType(jetType)) return null;
  const { label, indicativePrice } = pricing.jetTypes[jetType];
  return { jetType, label, amount: indicativePrice, formattedAmount: formatINR(indicativePrice) };
}

export const ESTIMATE_HEADING_ID = 'route-estimate-heading';

export function jetTypeOptionLabel(rate: Pick<JetRate, 'label' | 'minPassengers' | 'seats'>): string {
  return `${rate.label} (${rate.minPassengers}-${rate.seats})`;
}

export function passengerLabel(count: number): string {
  return plural(count, 'Passenger');
}

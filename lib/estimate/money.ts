import type { Pricing } from '@/lib/schemas/content/pricing';

// All money rounding happens here: whole minutes, each line to the rupee once, GST once on the subtotal.

type Rules = Pricing['estimate'];

export type Totals = { subtotal: number; gstRate: number; gst: number; total: number; low: number; high: number };

export const wholeMinutes = (hours: number): number => Math.round(hours * 60);

export const priceOf = (minutes: number, hourlyRate: number): number => Math.round((minutes * hourlyRate) / 60);

export function flyingDaysFor(minutes: number, rules: Rules): number {
  return Math.max(1, Math.ceil(minutes / (rules.maxBlockHoursPerDay * 60)));
}

export function topUpMinutesFor(minutes: number, rules: Rules): number {
  return Math.max(0, rules.minimumBillableHoursPerDay * 60 * flyingDaysFor(minutes, rules) - minutes);
}

// Rounded outwards so the range always contains the total.
export function rangeFor(total: number, rules: Rules): { low: number; high: number } {
  const step = rules.roundTo;
  return {
    low: Math.floor((total * (1 + rules.rangeSpread.low)) / step) * step,
    high: Math.ceil((total * (1 + rules.rangeSpread.high)) / step) * step,
  };
}

export function totalsFor(lines: readonly { amount: number }[], rules: Rules): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const gst = Math.round(subtotal * rules.gstRate);
  const total = subtotal + gst;
  return { subtotal, gstRate: rules.gstRate, gst, total, ...rangeFor(total, rules) };
}

import type { Pricing } from '@/lib/schemas/content/pricing';

// Every rounding of money and billed time in an estimate happens here, by one rule
// (docs/routes-and-prices.md, "Rounding"): whole minutes, each line to the rupee once,
// the subtotal the sum of the lines, GST once on the subtotal.

type Rules = Pricing['estimate'];

/** What every estimate ends with, one way or a whole itinerary: subtotal, GST, total and the range shown. */
export type Totals = { subtotal: number; gstRate: number; gst: number; total: number; low: number; high: number };

/** Hours as the whole minutes billed (and shown) for them. */
export const wholeMinutes = (hours: number): number => Math.round(hours * 60);

/** The price of whole minutes at an hourly rate: one line, rounded to the rupee once. */
export const priceOf = (minutes: number, hourlyRate: number): number => Math.round((minutes * hourlyRate) / 60);

/** Flying days for the minutes flown: one crew flies at most maxBlockHoursPerDay in a day. */
export function flyingDaysFor(minutes: number, rules: Rules): number {
  return Math.max(1, Math.ceil(minutes / (rules.maxBlockHoursPerDay * 60)));
}

/** Minutes billed beyond those flown, so each flying day reaches the daily minimum; 0 when it does. */
export function topUpMinutesFor(minutes: number, rules: Rules): number {
  return Math.max(0, rules.minimumBillableHoursPerDay * 60 * flyingDaysFor(minutes, rules) - minutes);
}

/** The estimate range, rounded outwards so it always contains the total. */
export function rangeFor(total: number, rules: Rules): { low: number; high: number } {
  const step = rules.roundTo;
  return {
    low: Math.floor((total * (1 + rules.rangeSpread.low)) / step) * step,
    high: Math.ceil((total * (1 + rules.rangeSpread.high)) / step) * step,
  };
}

/** The subtotal is the sum of the lines as shown; GST is worked out once on it; the total adds the two. */
export function totalsFor(lines: readonly { amount: number }[], rules: Rules): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const gst = Math.round(subtotal * rules.gstRate);
  const total = subtotal + gst;
  return { subtotal, gstRate: rules.gstRate, gst, total, ...rangeFor(total, rules) };
}

import type { Pricing } from '@/lib/schemas/content/pricing';
import type { Leg, LegKind } from './legs';

type JetRate = Pricing['jetTypes'][keyof Pricing['jetTypes']];
type Rules = Pricing['estimate'];

export type LineItem =
  | { kind: LegKind; hours: number; amount: number }
  | { kind: 'minimum'; hours: number; amount: number }
  | { kind: 'landings'; landings: number; amount: number };

/** What every estimate ends with, one way or a whole itinerary: subtotal, GST, total and the range shown. */
export type Totals = { subtotal: number; gstRate: number; gst: number; total: number; low: number; high: number };

export type Quote = Totals & {
  flownHours: number;
  flyingDays: number;
  billableHours: number;
  lineItems: LineItem[];
};

/** Flying days for a trip: one crew flies at most maxBlockHoursPerDay in a day. */
export function flyingDaysFor(flownHours: number, rules: Rules): number {
  return Math.max(1, Math.ceil(flownHours / rules.maxBlockHoursPerDay));
}

/** Hours billed: what is flown, but never less than the daily minimum on each flying day. */
export function billableHoursFor(flownHours: number, rules: Rules): number {
  return Math.max(flownHours, rules.minimumBillableHoursPerDay * flyingDaysFor(flownHours, rules));
}

/** Landing, parking and handling: one landing per leg and per fuel stop. */
export function landingChargesFor(legs: readonly Leg[], rate: JetRate): { landings: number; amount: number } {
  let landings = 0;
  let amount = 0;
  for (const leg of legs) {
    const perLanding = leg.international ? rate.landingCharges.international : rate.landingCharges.domestic;
    landings += 1 + leg.fuelStops;
    amount += (1 + leg.fuelStops) * perLanding;
  }
  return { landings, amount };
}

/** The estimate range, rounded outwards so it always contains the total. */
export function rangeFor(total: number, rules: Rules): { low: number; high: number } {
  const step = rules.roundTo;
  return {
    low: Math.floor((total * (1 + rules.rangeSpread.low)) / step) * step,
    high: Math.ceil((total * (1 + rules.rangeSpread.high)) / step) * step,
  };
}

/** GST on the subtotal, the total and its range. */
export function totalsFor(subtotal: number, rules: Rules): Totals {
  const gst = Math.round(subtotal * rules.gstRate);
  const total = subtotal + gst;
  return { subtotal, gstRate: rules.gstRate, gst, total, ...rangeFor(total, rules) };
}

export function quoteLegs(legs: readonly Leg[], rate: JetRate, rules: Rules): Quote {
  const hourly = rate.indicativePrice;
  const flownHours = legs.reduce((sum, leg) => sum + leg.blockHours, 0);
  const billableHours = billableHoursFor(flownHours, rules);
  const lineItems: LineItem[] = legs.map((leg) => ({
    kind: leg.kind,
    hours: leg.blockHours,
    amount: Math.round(leg.blockHours * hourly),
  }));
  const topUp = billableHours - flownHours;
  if (topUp > 1e-9) lineItems.push({ kind: 'minimum', hours: topUp, amount: Math.round(topUp * hourly) });
  lineItems.push({ kind: 'landings', ...landingChargesFor(legs, rate) });

  const subtotal = lineItems.reduce((sum, item) => sum + item.amount, 0);
  return {
    flownHours,
    flyingDays: flyingDaysFor(flownHours, rules),
    billableHours,
    lineItems,
    ...totalsFor(subtotal, rules),
  };
}

import type { Pricing } from '@/lib/schemas/content/pricing';
import type { Leg, LegKind } from './legs';

// Every price and its rounding: whole minutes, each line to the rupee once, GST once on the subtotal.

type Rules = Pricing['estimate'];
type JetRate = Pricing['jetTypes'][keyof Pricing['jetTypes']];

export type Totals = { subtotal: number; gstRate: number; gst: number; total: number; low: number; high: number };

export const wholeMinutes = (hours: number): number => Math.round(hours * 60);

export const priceOf = (minutes: number, hourlyRate: number): number => Math.round((minutes * hourlyRate) / 60);

// Rounded on the running total, so the lines add up to the whole time's price to the rupee.
export function priceMinutes(minutes: readonly number[], hourlyRate: number): number[] {
  let elapsed = 0;
  let charged = 0;
  return minutes.map((part) => {
    elapsed += part;
    const amount = priceOf(elapsed, hourlyRate) - charged;
    charged += amount;
    return amount;
  });
}

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

export type LineItem =
  | { kind: LegKind; hours: number; amount: number }
  | { kind: 'minimum'; hours: number; amount: number }
  | { kind: 'landings'; landings: number; amount: number };

export type Quote = Totals & {
  flownHours: number;
  flyingDays: number;
  billableHours: number;
  lineItems: LineItem[];
};

export function landingChargesFor(legs: readonly Leg[], rate: JetRate): { landings: number; amount: number } {
  let landings = 0;
  let amount = 0;
  for (const leg of legs) {
    const perLanding = leg.international ? rate.landingCharges.international : rate.landingCharges.domestic;
    landings += 1;
    amount += perLanding;
  }
  return { landings, amount };
}

export function quoteLegs(legs: readonly Leg[], rate: JetRate, rules: Rules): Quote {
  const minutes = legs.map((leg) => wholeMinutes(leg.blockHours));
  const flownMinutes = minutes.reduce((sum, part) => sum + part, 0);
  const topUp = topUpMinutesFor(flownMinutes, rules);
  const amounts = priceMinutes([...minutes, topUp], rate.indicativePrice);
  const lineItems: LineItem[] = legs.map((leg, index) => ({
    kind: leg.kind,
    hours: leg.blockHours,
    amount: amounts[index],
  }));
  if (topUp > 0) lineItems.push({ kind: 'minimum', hours: topUp / 60, amount: amounts[legs.length] });
  lineItems.push({ kind: 'landings', ...landingChargesFor(legs, rate) });

  return {
    flownHours: flownMinutes / 60,
    flyingDays: flyingDaysFor(flownMinutes, rules),
    billableHours: (flownMinutes + topUp) / 60,
    lineItems,
    ...totalsFor(lineItems, rules),
  };
}

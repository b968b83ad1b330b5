import type { Pricing } from '@/lib/schemas/content/pricing';
import type { Leg, LegKind } from './legs';
import { flyingDaysFor, priceOf, topUpMinutesFor, totalsFor, wholeMinutes, type Totals } from './money';

type JetRate = Pricing['jetTypes'][keyof Pricing['jetTypes']];
type Rules = Pricing['estimate'];

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
    landings += 1 + leg.fuelStops;
    amount += (1 + leg.fuelStops) * perLanding;
  }
  return { landings, amount };
}

export function quoteLegs(legs: readonly Leg[], rate: JetRate, rules: Rules): Quote {
  const hourly = rate.indicativePrice;
  const lineItems: LineItem[] = legs.map((leg) => ({
    kind: leg.kind,
    hours: leg.blockHours,
    amount: priceOf(wholeMinutes(leg.blockHours), hourly),
  }));
  const flownMinutes = legs.reduce((sum, leg) => sum + wholeMinutes(leg.blockHours), 0);
  const topUp = topUpMinutesFor(flownMinutes, rules);
  if (topUp > 0) lineItems.push({ kind: 'minimum', hours: topUp / 60, amount: priceOf(topUp, hourly) });
  lineItems.push({ kind: 'landings', ...landingChargesFor(legs, rate) });

  return {
    flownHours: flownMinutes / 60,
    flyingDays: flyingDaysFor(flownMinutes, rules),
    billableHours: (flownMinutes + topUp) / 60,
    lineItems,
    ...totalsFor(lineItems, rules),
  };
}

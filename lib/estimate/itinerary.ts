import { passengerCount } from '@/lib/booking/passenger-count';
import type { Airport } from '@/lib/schemas/content/airports';
import type { JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { MAX_PRICED_STOPOVER_NIGHTS } from '@/lib/time/booking-window';
import { findAirport } from './airports';
import { beyondRange, type BeyondRange } from './capability';
import { checkSeats, type SeatCheck } from './checks';
import { makeLeg, type Leg } from './legs';
import {
  flyingDaysFor,
  landingChargesFor,
  priceMinutes,
  priceOf,
  topUpMinutesFor,
  totalsFor,
  wholeMinutes,
  type Totals,
} from './money';
import { rateFor } from './performance';

type JetRate = Pricing['jetTypes'][JetType];

export type ItineraryLegRequest = { from: string; to: string; date: string };
export type ItineraryRequest = {
  legs: ItineraryLegRequest[];
  jetType: JetType;
  passengers: number;
  aircraft?: string;
};

export type Stopover = {
  after: number;
  place: Airport;
  nights: number;
  choice: 'same-day' | 'at-base' | 'wait' | 'fly-home';
  waitCost?: number;
  homeCost?: number;
};

export type Segment = Leg & {
  role: 'positioning-in' | 'flight' | 'reposition' | 'home' | 'back' | 'positioning-out';
  legNumber: number;
  day: string;
  amount: number;
};

export type ItineraryLine =
  | { kind: 'segment'; segment: Segment; amount: number }
  | { kind: 'night-halt'; after: number; nights: number; place: Airport; date: string; amount: number }
  | { kind: 'minimum'; hours: number; flyingDays: number; amount: number }
  | { kind: 'landings'; landings: number; amount: number };

export type FlownLeg = { number: number; leg: Leg };

export type ItineraryEstimate = Totals & {
  status: 'ok';
  jetType: JetType;
  aircraft?: string;
  passengers: number;
  flown: FlownLeg[];
  stopovers: Stopover[];
  lines: ItineraryLine[];
  seatCheck: SeatCheck;
  datesPending: boolean;
  flownHours: number;
  flyingDays: number;
};

export type ItineraryResult =
  | { status: 'incomplete' }
  | { status: 'unknown'; places: string[] }
  | { status: 'same-airport'; airport: Airport; leg: number }
  | { status: 'long-stay'; after: number; nights: number }
  | BeyondRange
  | ItineraryEstimate;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (date: string) => {
  if (!ISO_DATE.test(date)) return Number.NaN;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(time) ? Math.round(time / 86_400_000) : Number.NaN;
};

type Resolved = { from: Airport; to: Airport; date: string; day: number; key: string };

function billing(segments: readonly Segment[], rules: Pricing['estimate']) {
  const minutesByDay = new Map<string, number>();
  for (const segment of segments)
    minutesByDay.set(segment.day, (minutesByDay.get(segment.day) ?? 0) + wholeMinutes(segment.blockHours));
  let flyingDays = 0;
  let topUpMinutes = 0;
  for (const minutes of minutesByDay.values()) {
    flyingDays += flyingDaysFor(minutes, rules);
    topUpMinutes += topUpMinutesFor(minutes, rules);
  }
  return { flyingDays, topUpMinutes };
}

type Plan = { segments: Segment[]; halts: ItineraryLine[]; stopovers: Stopover[] };

function price(plan: Plan, rate: JetRate, pricing: Pricing) {
  const rules = pricing.estimate;
  const lines: ItineraryLine[] = [];
  const { flyingDays, topUpMinutes } = billing(plan.segments, rules);
  const minutes = plan.segments.map((segment) => wholeMinutes(segment.blockHours));
  const amounts = priceMinutes([...minutes, topUpMinutes], rate.indicativePrice);
  for (const [index, segment] of plan.segments.entries()) {
    lines.push({ kind: 'segment', segment, amount: amounts[index] });
    if (segment.role === 'flight')
      for (const halt of plan.halts)
        if (halt.kind === 'night-halt' && halt.after === segment.legNumber) lines.push(halt);
  }
  if (topUpMinutes > 0)
    lines.push({ kind: 'minimum', hours: topUpMinutes / 60, flyingDays, amount: amounts[plan.segments.length] });
  lines.push({ kind: 'landings', ...landingChargesFor(plan.segments, rate) });
  const flownHours = plan.segments.reduce((sum, segment) => sum + wholeMinutes(segment.blockHours), 0) / 60;
  return { lines, flyingDays, flownHours, ...totalsFor(lines, rules) };
}

function resolve(request: ItineraryRequest, airports: readonly Airport[]) {
  const unknown: string[] = [];
  const legs: { from?: Airport; to?: Airport; date: string }[] = [];
  for (const leg of request.legs) {
    const from = findAirport(leg.from, airports);
    const to = findAirport(leg.to, airports);
    for (const [airport, text] of [
      [from, leg.from],
      [to, leg.to],
    ] as const) {
      if (!airport && !unknown.includes(text.trim())) unknown.push(text.trim());
    }
    legs.push({ from, to, date: leg.date });
  }
  return { legs, unknown };
}

export function estimateItinerary(
  request: ItineraryRequest,
  airports: readonly Airport[],
  pricing: Pricing,
): ItineraryResult {
  if (request.legs.length === 0 || request.legs.some((leg) => !leg.from.trim() || !leg.to.trim())) {
    return { status: 'incomplete' };
  }
  const base = airports.find((airport) => airport.iata === pricing.estimate.baseAirport);
  const { legs: found, unknown } = resolve(request, airports);
  if (!base || unknown.length > 0) return { status: 'unknown', places: unknown };
  const legs = found as Omit<Resolved, 'day' | 'key'>[];
  const same = legs.findIndex((leg) => leg.from.iata === leg.to.iata);
  if (same >= 0) return { status: 'same-airport', airport: legs[same].from, leg: same + 1 };

  const flyer = { jetType: request.jetType, aircraft: request.aircraft };
  const rate = rateFor(pricing, flyer);
  const home = base.countryCode;
  let datesPending = false;
  let previous = 'undated';
  const resolved: Resolved[] = legs.map((leg) => {
    const day = dayNumber(leg.date);
    if (Number.isNaN(day)) datesPending = true;
    else previous = String(day);
    return { ...leg, day, key: previous };
  });
  const nightsAfter = (index: number) => {
    const nights = resolved[index + 1].day - resolved[index].day;
    return Number.isFinite(nights) ? Math.max(0, nights) : 0;
  };
  const long = resolved.slice(0, -1).findIndex((_, index) => nightsAfter(index) > MAX_PRICED_STOPOVER_NIGHTS);
  if (long >= 0) return { status: 'long-stay', after: long + 1, nights: nightsAfter(long) };

  const hops = [{ from: base, to: legs[0].from }, ...legs, { from: legs[legs.length - 1].to, to: base }];
  hops.push(...legs.slice(1).map((leg, index) => ({ from: legs[index].to, to: leg.from })));
  const refusal = beyondRange(hops, flyer, pricing, passengerCount(request.passengers, { billable: true }));
  if (refusal) return refusal;

  const segment = (role: Segment['role'], from: Airport, to: Airport, legNumber: number, day: string): Segment => {
    const leg = makeLeg(role === 'flight' ? 'flight' : 'positioning-out', from, to, rate, home);
    return { ...leg, role, legNumber, day, amount: priceOf(wholeMinutes(leg.blockHours), rate.indicativePrice) };
  };

  const choices = resolved.slice(0, -1).map((leg, index) => {
    const nights = nightsAfter(index);
    if (leg.to.iata === base.iata) return ['at-base'] as const;
    return nights === 0 ? (['same-day'] as const) : (['wait', 'fly-home'] as const);
  });

  const buildPlan = (picks: Stopover['choice'][]): Plan => {
    const segments: Segment[] = [];
    const halts: ItineraryLine[] = [];
    const stopovers: Stopover[] = [];
    const first = resolved[0];
    if (first.from.iata !== base.iata) segments.push(segment('positioning-in', base, first.from, 1, first.key));
    resolved.forEach((leg, index) => {
      const number = index + 1;
      segments.push(segment('flight', leg.from, leg.to, number, leg.key));
      const next = resolved[index + 1];
      if (!next) return;
      const choice = picks[index];
      const nights = nightsAfter(index);
      stopovers.push({ after: number, place: leg.to, nights, choice });
      if (choice === 'fly-home') {
        segments.push(segment('home', leg.to, base, number, leg.key));
        if (next.from.iata !== base.iata) segments.push(segment('back', base, next.from, number, next.key));
        return;
      }
      if (choice === 'wait' && nights > 0) {
        halts.push({
          kind: 'night-halt',
          after: number,
          nights,
          place: leg.to,
          date: leg.date,
          amount: nights * rate.crewNightHaltPerNight,
        });
      }
      if (leg.to.iata !== next.from.iata) segments.push(segment('reposition', leg.to, next.from, number, next.key));
    });
    const last = resolved[resolved.length - 1];
    if (last.to.iata !== base.iata) segments.push(segment('positioning-out', last.to, base, resolved.length, last.key));
    return { segments, halts, stopovers };
  };

  let best: { plan: Plan; priced: ReturnType<typeof price> } | undefined;
  const costs: { picks: Stopover['choice'][]; subtotal: number }[] = [];
  const combinations = choices.reduce<Stopover['choice'][][]>(
    (all, options) => all.flatMap((picks) => options.map((option) => [...picks, option])),
    [[]],
  );
  for (const picks of combinations) {
    const plan = buildPlan(picks);
    if (beyondRange(plan.segments, flyer, pricing, 1)) continue;
    const priced = price(plan, rate, pricing);
    costs.push({ picks, subtotal: priced.subtotal });
    if (!best || priced.total < best.priced.total) best = { plan, priced };
  }
  const chosen = best as NonNullable<typeof best>;

  const stopovers = chosen.plan.stopovers.map((stopover, index) => {
    if (stopover.choice !== 'wait' && stopover.choice !== 'fly-home') return stopover;
    const picks = chosen.plan.stopovers.map((s) => s.choice);
    const cost = (choice: Stopover['choice']) =>
      costs.find((c) => c.picks.every((pick, i) => (i === index ? pick === choice : pick === picks[i])))?.subtotal;
    return { ...stopover, waitCost: cost('wait'), homeCost: cost('fly-home') };
  });

  const passengers = passengerCount(request.passengers, { billable: true });
  const flown = chosen.plan.segments.filter((s) => s.role === 'flight').map((leg) => ({ number: leg.legNumber, leg }));
  const longest = Math.max(...flown.map((f) => f.leg.distanceNm));
  const { lines, ...totals } = chosen.priced;
  return {
    status: 'ok',
    jetType: request.jetType,
    ...(request.aircraft ? { aircraft: request.aircraft } : {}),
    passengers,
    flown,
    stopovers,
    lines,
    seatCheck: checkSeats(pricing, flyer, { passengers, distanceNm: longest }),
    datesPending,
    ...totals,
  };
}

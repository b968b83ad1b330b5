import { fillMessage } from '@/content/messages';
import { airportLabel } from '@/lib/estimate/airports';
import type { RouteEstimate } from '@/lib/estimate/estimate';
import { describeLineItem, formatDuration, formatLongDate, whole } from '@/lib/estimate/format';
import type { ItineraryEstimate } from '@/lib/estimate/itinerary';
import { describeItineraryLine, stopoverReason } from '@/lib/estimate/itinerary-format';
import type { Totals } from '@/lib/estimate/money';
import type { Flyer } from '@/lib/estimate/performance';
import { nonStopBetween } from '@/lib/fleet/non-stop';
import { formatINR } from '@/lib/format';
import { inclusionValues } from '@/lib/inclusions';
import { plural, pluralWord } from '@/lib/plural';
import type { Airport } from '@/lib/schemas/content/airports';
import type { FleetCategory } from '@/lib/schemas/content/fleet';
import type { Inclusions } from '@/lib/schemas/content/inclusions';
import { isJet, JET_TYPES, type JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import type { Routes } from '@/lib/schemas/content/routes';
import { plan } from '@/lib/trips/plan';
import type { PlannerInput } from '@/lib/trips/planner-input';
import { plannerToSearch } from '@/lib/trips/url';

export type RouteSources = {
  routes: Routes;
  airports: readonly Airport[];
  pricing: Pricing;
  fleet: readonly FleetCategory[];
  inclusions: Inclusions;
};

export type Direction = { from: string; to: string };
export type Row = { key: string; label: string; detail: string; amount: number };

export type CategoryEstimate = {
  jetType: JetType;
  key: string;
  label: string;
  rate: number;
  rateText: string;
  blockHours: number;
  oneWay: Totals & { rows: Row[] };
  roundTrip: Totals & { rows: Row[]; reasons: string[] };
};

const RELATED_LIMIT = 8;

const list = (names: readonly string[]) => new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(names);
const totalsOf = ({ subtotal, gstRate, gst, total, low, high }: Totals): Totals => ({
  subtotal,
  gstRate,
  gst,
  total,
  low,
  high,
});

export function directions(routes: Routes): Direction[] {
  return routes.pairs.flatMap((pair) => [pair, { from: pair.to, to: pair.from }]);
}

export const routeSlug = (routes: Routes, { from, to }: Direction) =>
  `${routes.places[from].slug}-to-${routes.places[to].slug}`;
const routePath = (routes: Routes, direction: Direction) => `/routes/${routeSlug(routes, direction)}/`;
export const routeName = (routes: Routes, { from, to }: Direction) => ({
  from: routes.places[from].name,
  to: routes.places[to].name,
});

export function oneWayValues(from: Airport, to: Airport, flyer?: Flyer): Partial<PlannerInput> {
  const aircraft = flyer?.aircraft ? { aircraft: flyer.aircraft } : {};
  const place = { departure: airportLabel(from), arrival: airportLabel(to) };
  return { tripType: 'one-way', ...place, jetType: flyer?.jetType, ...aircraft, passengers: 1 };
}

export function roundTripValues(from: Airport, to: Airport, flyer: Flyer, nights: number, pricing: Pricing) {
  const out = pricing.rateCardDate;
  const back = new Date(Date.parse(`${out}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
  return { ...oneWayValues(from, to, flyer), tripType: 'round-trip', date: out, returnDate: back } as const;
}

export function bookHref(from: Airport, to: Airport): string {
  return `/book/${plannerToSearch(oneWayValues(from, to))}`;
}

function fail(direction: Direction, problem: string): never {
  throw new Error(`content/data/routes.json: the route ${direction.from} to ${direction.to} ${problem}`);
}

function airportOf(sources: RouteSources, code: string, direction: Direction): Airport {
  const airport = sources.airports.find((entry) => entry.iata === code);
  if (!airport) fail(direction, `needs ${code}, which is not in content/airports.ts`);
  return airport;
}

function categoryEstimate(sources: RouteSources, from: Airport, to: Airport, jetType: JetType, direction: Direction) {
  const { pricing, airports, routes } = sources;
  const flyer = { jetType };
  const one = plan(oneWayValues(from, to, flyer), { airports, pricing });
  const round = plan(roundTripValues(from, to, flyer, routes.roundTripNights, pricing), {
    airports,
    pricing,
  });
  if (one.estimate.status === 'beyond-range' || round.estimate.status === 'beyond-range') return undefined;
  if (one.estimate.status !== 'ok' || round.estimate.status !== 'ok')
    fail(direction, `has no estimate for a ${jetType} (${one.estimate.status}, ${round.estimate.status})`);
  const oneWay = one.estimate as RouteEstimate;
  const roundTrip = round.estimate as ItineraryEstimate;
  const values = [oneWay.total, roundTrip.total, oneWay.flight.blockHours];
  if (!values.every((value) => Number.isFinite(value) && value > 0))
    fail(direction, `has an invalid ${jetType} estimate`);
  return {
    jetType,
    key: jetType,
    label: pricing.jetTypes[jetType].label,
    rate: pricing.jetTypes[jetType].indicativePrice,
    rateText: formatINR(pricing.jetTypes[jetType].indicativePrice),
    blockHours: oneWay.flight.blockHours,
    oneWay: {
      ...totalsOf(oneWay),
      rows: oneWay.lineItems.map((item, index) => ({
        key: `${item.kind}-${index}`,
        ...describeLineItem(item, oneWay, pricing),
        amount: item.amount,
      })),
    },
    roundTrip: {
      ...totalsOf(roundTrip),
      rows: roundTrip.lines.map((line, index) => {
        const described = describeItineraryLine(line, pricing);
        // The page's dates are nominal, so a night halt says where, not when.
        const detail =
          line.kind === 'night-halt'
            ? `${plural(line.nights, 'night')} at ${airportLabel(line.place)}`
            : described.detail;
        return { key: `${line.kind}-${index}`, label: described.label, detail, amount: line.amount };
      }),
      reasons: roundTrip.stopovers.map(stopoverReason),
    },
  } satisfies CategoryEstimate;
}

export function routePage(sources: RouteSources, direction: Direction) {
  const { routes, pricing } = sources;
  const names = routeName(routes, direction);
  if (!routes.places[direction.from] || !routes.places[direction.to]) fail(direction, 'has a place without a name');
  const from = airportOf(sources, direction.from, direction);
  const to = airportOf(sources, direction.to, direction);
  if (from.iata === to.iata) fail(direction, 'starts and ends at the same airport');

  const estimates: CategoryEstimate[] = [];
  const refused: JetType[] = [];
  for (const jetType of JET_TYPES) {
    const estimate = categoryEstimate(sources, from, to, jetType, direction);
    if (estimate) estimates.push(estimate);
    else refused.push(jetType);
  }
  if (estimates.length === 0) fail(direction, 'is beyond the range of every category');
  const cheapest = [...estimates]
    .filter((entry) => isJet(entry.jetType))
    .sort((a, b) => a.oneWay.total - b.oneWay.total)[0];
  if (!cheapest) fail(direction, 'is beyond the range of every jet category');

  const reach = sources.fleet.flatMap((category) =>
    category.aircraft.map((plane) => ({
      name: plane.name,
      jet: isJet(category.jetType),
      nonStop: nonStopBetween(from, to, plane.rangeNm, pricing.reservePercent),
    })),
  );
  const nonStop = reach.filter((plane) => plane.nonStop).map((plane) => plane.name);
  const withStop = reach.filter((plane) => !plane.nonStop).map((plane) => ({ name: plane.name }));
  const jets = reach.filter((plane) => plane.jet);
  const jetsNonStop = jets.filter((plane) => plane.nonStop).map((plane) => plane.name);
  const jetsWithStop = jets.filter((plane) => !plane.nonStop).map((plane) => plane.name);

  const flight = plan(oneWayValues(from, to, { jetType: cheapest.jetType }), sources).estimate as RouteEstimate;
  const km = whole().format(flight.flight.distanceKm);
  const nm = whole().format(flight.flight.distanceNm);
  const international = from.countryCode !== to.countryCode || from.countryCode !== 'IN';
  const fill = (template: string, extra: Record<string, string> = {}) =>
    fillMessage(template, {
      from: names.from,
      to: names.to,
      km,
      nm,
      category: cheapest.label,
      total: formatINR(cheapest.oneWay.total),
      roundTrip: formatINR(cheapest.roundTrip.total),
      rate: formatINR(cheapest.rate),
      nights: plural(routes.roundTripNights, 'day'),
      reserve: String(pricing.reservePercent),
      time: formatDuration(cheapest.blockHours),
      fromAirport: from.name,
      toAirport: to.name,
      fromCode: from.iata,
      toCode: to.iata,
      date: formatLongDate(pricing.rateCardDate),
      ...inclusionValues(sources.inclusions),
      ...extra,
    });

  const { faq, page } = routes;
  const notes = [routes.airportNotes[from.iata], routes.airportNotes[to.iata]].filter(Boolean) as string[];
  // "Can a private jet fly it?" names jets only: a helicopter is not a jet.
  const nonStopAnswerText =
    jetsNonStop.length === 0 ? faq.nonStop.no : jetsWithStop.length === 0 ? faq.nonStop.yes : faq.nonStop.some;
  const faqs = [
    { question: fill(faq.cost.question), answer: fill(faq.cost.answer) },
    {
      question: fill(faq.nonStop.question),
      answer: fill(nonStopAnswerText, {
        aircraft: jetsWithStop.length === 0 ? faq.nonStop.allJets : list(jetsNonStop),
        flies: pluralWord(jetsNonStop.length, 'flies', 'fly'),
        stopping: list(jetsWithStop),
      }),
    },
    { question: fill(faq.airports.question), answer: fill(faq.airports.answer) },
    { question: fill(faq.restrictions.question), answer: notes.length ? notes.join(' ') : fill(faq.restrictions.none) },
    {
      question: fill(faq.notice.question),
      answer: fill(international ? faq.notice.international : faq.notice.domestic),
    },
  ];

  const title = fill(page.title);
  const description = fill(page.description);
  if (description.length > 160) fail(direction, `has a description over 160 characters: "${description}"`);
  if (title.length > 70) fail(direction, `has a title over 70 characters: "${title}"`);

  const reverse = { from: direction.to, to: direction.from };
  const related = directions(routes)
    .filter((other) => other.from === direction.from && other.to !== direction.to)
    .slice(0, RELATED_LIMIT)
    .map((other) => ({
      href: routePath(routes, other),
      label: fill(routes.index.routeLink, routeName(routes, other)),
    }));

  return {
    direction,
    path: routePath(routes, direction),
    names,
    from,
    to,
    km,
    nm,
    distanceKm: flight.flight.distanceKm,
    distanceNm: flight.flight.distanceNm,
    international,
    title,
    description,
    heading: fill(page.heading),
    intro: fill(page.intro, { fromAirport: airportLabel(from), toAirport: airportLabel(to) }),
    estimates,
    refused,
    tooFar: refused.length
      ? fill(page.tooFar, { categories: list(refused.map((jetType) => pricing.jetTypes[jetType].label)) })
      : undefined,
    nonStop,
    withStop,
    faqs,
    bookHref: bookHref(from, to),
    reverse: {
      href: routePath(routes, reverse),
      label: fill(routes.index.routeLink, routeName(routes, reverse)),
    },
    related,
    fill,
  };
}

export type RoutePage = ReturnType<typeof routePage>;

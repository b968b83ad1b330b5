import { beyondRangeMessage } from '@/lib/estimate/beyond-range-message';
import { estimateRoute } from '@/lib/estimate/estimate';
import { formatDuration, formatRange } from '@/lib/estimate/format';
import type { Flyer } from '@/lib/estimate/performance';
import { fillMessage } from '@/lib/fill-message';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Compare } from '@/lib/schemas/content/compare';
import type { EstimateCopy } from '@/lib/schemas/content/estimate';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { nonStopAnswer, nonStopBetween } from './non-stop';

// Same data and maths as Compare and the estimator, so the three never disagree.

function airport(airports: readonly Airport[], iata: string): Airport {
  const found = airports.find((entry) => entry.iata === iata);
  if (!found) throw new Error(`No airport ${iata} in content/airports.ts`);
  return found;
}

export function reserveNote(compare: Compare, pricing: Pricing): string {
  return fillMessage(compare.reserveNote, { reserve: String(pricing.reservePercent) });
}

export type NonStopRow = { place: string; iata: string; answer: string; nonStop: boolean };

export function nonStopFromBase(
  rangeNm: number,
  compare: Compare,
  airports: readonly Airport[],
  pricing: Pricing,
): NonStopRow[] {
  const from = airport(airports, compare.from.iata);
  return compare.destinations.map((place) => {
    const nonStop = nonStopBetween(from, airport(airports, place.iata), rangeNm, pricing.reservePercent);
    return { place: place.label, iata: place.iata, answer: nonStopAnswer(nonStop), nonStop };
  });
}

export type SamplePrice = { from: string; to: string; route: string; flightTime: string; price: string };

export function samplePrices(
  flyer: Flyer,
  routes: readonly { from: string; to: string }[],
  airports: readonly Airport[],
  pricing: Pricing,
  refusal: EstimateCopy['beyondRange'],
): SamplePrice[] {
  return routes.map(({ from, to }) => {
    const estimate = estimateRoute({ from, to, ...flyer, passengers: 1 }, airports, pricing);
    if (estimate.status === 'beyond-range') {
      const route = `${airport(airports, from).city} to ${airport(airports, to).city}`;
      return { from, to, route, flightTime: '', price: beyondRangeMessage(estimate, pricing, refusal) };
    }
    if (estimate.status !== 'ok') throw new Error(`The estimator cannot price ${from}–${to} (${estimate.status})`);
    return {
      from,
      to,
      route: `${estimate.from.city} to ${estimate.to.city}`,
      flightTime: formatDuration(estimate.flight.blockHours),
      price: formatRange(estimate),
    };
  });
}

const LEG_TIME = /\{time_([A-Z]{3})_([A-Z]{3})\}/g;

export function withLegTimes(text: string, flyer: Flyer, airports: readonly Airport[], pricing: Pricing): string {
  return text.replace(LEG_TIME, (match, from: string, to: string) => {
    const estimate = estimateRoute({ from, to, ...flyer, passengers: 1 }, airports, pricing);
    if (estimate.status !== 'ok')
      throw new Error(`content/fleet.ts: ${match} has no flight time for ${flyer.aircraft ?? flyer.jetType}`);
    return formatDuration(estimate.flight.blockHours);
  });
}

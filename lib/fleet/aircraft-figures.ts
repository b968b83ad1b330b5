import { capabilities } from '@/content/capabilities';
import { fillMessage } from '@/content/messages';
import { estimateRoute } from '@/lib/estimate/estimate';
import { formatDuration, formatRange } from '@/lib/estimate/format';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Compare } from '@/lib/schemas/content/compare';
import type { JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { fuelStopsBetween, nonStopAnswer } from './non-stop';

// Same data and maths as Compare and the estimator, so the three never disagree.

function airport(airports: readonly Airport[], iata: string): Airport {
  const found = airports.find((entry) => entry.iata === iata);
  if (!found) throw new Error(`No airport ${iata} in content/airports.ts`);
  return found;
}

export function reserveNote(compare: Compare): string {
  return fillMessage(compare.reserveNote, { reserve: String(capabilities.reservePercent) });
}

export type NonStopRow = { place: string; answer: string; nonStop: boolean };

export function nonStopFromBase(rangeNm: number, compare: Compare, airports: readonly Airport[]): NonStopRow[] {
  const from = airport(airports, compare.from.iata);
  return compare.destinations.map((place) => {
    const stops = fuelStopsBetween(from, airport(airports, place.iata), rangeNm);
    return { place: place.label, answer: nonStopAnswer(stops), nonStop: stops === 0 };
  });
}

export type SamplePrice = { route: string; flightTime: string; price: string };

export function samplePrices(
  jetType: JetType,
  routes: readonly { from: string; to: string }[],
  airports: readonly Airport[],
  pricing: Pricing,
): SamplePrice[] {
  return routes.map(({ from, to }) => {
    const estimate = estimateRoute({ from, to, jetType, passengers: 1 }, airports, pricing);
    if (estimate.status !== 'ok') throw new Error(`The estimator cannot price ${from}–${to} (${estimate.status})`);
    return {
      route: `${estimate.from.city} to ${estimate.to.city}`,
      flightTime: formatDuration(estimate.flight.blockHours),
      price: formatRange(estimate),
    };
  });
}

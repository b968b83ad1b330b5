import type { Flyer } from '@/lib/estimate/performance';
import { fillMessage } from '@/lib/fill-message';
import { formatINR } from '@/lib/format';
import { oneWayValues } from '@/lib/routes/route-page';
import type { Airport } from '@/lib/schemas/content/airports';
import type { Compare } from '@/lib/schemas/content/compare';
import type { Aircraft } from '@/lib/schemas/content/fleet';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { plan } from '@/lib/trips/plan';
import { nonStopAnswer, nonStopBetween } from './non-stop';
import { aircraftSlug } from './slug';
import { formatTakeoff } from './takeoff';

export type CompareColumn = { slug: string; name: string; values: string[] };
export type CompareData = { rows: string[]; columns: CompareColumn[] };

const number = new Intl.NumberFormat('en-IN');

export function formatCabinHeight(metres: number): string {
  const inches = Math.round(metres / 0.0254);
  return `${metres.toFixed(2)} m (${Math.floor(inches / 12)} ft ${inches % 12} in)`;
}

type Source = {
  aircraft: readonly Aircraft[];
  yearOf: (name: string) => number;
  compare: Compare;
  airports: readonly Airport[];
  pricing: Pricing;
  reservePercent: number;
};

function airport(airports: readonly Airport[], iata: string): Airport {
  const found = airports.find((entry) => entry.iata === iata);
  if (!found) throw new Error(`No airport ${iata} in content/airports.ts`);
  return found;
}

function jetTypeOf(pricing: Pricing, slug: string) {
  const jetType = JET_TYPES.find((type) => pricing.jetTypes[type].aircraft.some((plane) => plane.slug === slug));
  if (!jetType) throw new Error(`No category in content/pricing.ts flies ${slug}`);
  return jetType;
}

// The sample trip's total by /book's estimator: the category's.
function samplePrice(slug: string, { compare, airports, pricing }: Source): string {
  const from = airport(airports, compare.from.iata);
  const to = airport(airports, compare.sampleTrip.iata);
  const jetType = jetTypeOf(pricing, slug);
  const flyers: Flyer[] = [{ jetType }, { jetType, aircraft: slug }];
  for (const flyer of flyers) {
    const { estimate } = plan(oneWayValues(from, to, flyer), { airports, pricing });
    if (estimate.status === 'ok') return formatINR(estimate.total);
    if (estimate.status !== 'beyond-range')
      throw new Error(`content/data/compare.json: the sample trip has no estimate for ${slug} (${estimate.status})`);
  }
  return compare.tripTooFar;
}

// Worked out at build time so the page ships only text.
export function compareData(source: Source): CompareData {
  const { aircraft, yearOf, compare, airports, pricing, reservePercent } = source;
  const from = airport(airports, compare.from.iata);
  const destinations = compare.destinations.map((place) => ({ ...place, airport: airport(airports, place.iata) }));
  const rows = [
    'Seats',
    'Range (nm)',
    'Cruise speed (knots)',
    'Cabin height',
    'Baggage',
    'Runway needed',
    'Year of manufacture',
    ...destinations.map((place) => `Non-stop from ${compare.from.label} to ${place.label}`),
    compare.rateRow,
    fillMessage(compare.tripRow, { from: compare.from.label, to: compare.sampleTrip.label }),
  ];
  const columns = aircraft.map((plane) => {
    const slug = aircraftSlug(plane.name);
    return {
      slug,
      name: plane.name,
      values: [
        String(plane.seats),
        number.format(plane.rangeNm),
        number.format(plane.cruiseKn),
        formatCabinHeight(plane.cabinHeightM),
        `${number.format(plane.baggageCuFt)} cu ft`,
        formatTakeoff(plane.takeoff),
        String(yearOf(plane.name)),
        ...destinations.map((place) =>
          nonStopAnswer(nonStopBetween(from, place.airport, plane.rangeNm, reservePercent)),
        ),
        formatINR(pricing.jetTypes[jetTypeOf(pricing, slug)].indicativePrice),
        samplePrice(slug, source),
      ],
    };
  });
  return { rows, columns };
}

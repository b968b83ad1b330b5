import type { Airport } from '@/lib/schemas/content/airports';
import type { Compare } from '@/lib/schemas/content/compare';
import type { Aircraft } from '@/lib/schemas/content/fleet';
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
  reservePercent: number;
};

function airport(airports: readonly Airport[], iata: string): Airport {
  const found = airports.find((entry) => entry.iata === iata);
  if (!found) throw new Error(`No airport ${iata} in content/airports.ts`);
  return found;
}

// Worked out at build time so the page ships only text.
export function compareData({ aircraft, yearOf, compare, airports, reservePercent }: Source): CompareData {
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
  ];
  const columns = aircraft.map((plane) => ({
    slug: aircraftSlug(plane.name),
    name: plane.name,
    values: [
      String(plane.seats),
      number.format(plane.rangeNm),
      number.format(plane.cruiseKn),
      formatCabinHeight(plane.cabinHeightM),
      `${number.format(plane.baggageCuFt)} cu ft`,
      formatTakeoff(plane.takeoff),
      String(yearOf(plane.name)),
      ...destinations.map((place) => nonStopAnswer(nonStopBetween(from, place.airport, plane.rangeNm, reservePercent))),
    ],
  }));
  return { rows, columns };
}

import { aircraftSlug } from '@/lib/fleet/slug';
import type { JetType } from '@/lib/schemas/content/jet-types';
import type { AircraftPerformance, JetRate, Pricing } from '@/lib/schemas/content/pricing';

type Plane = { name: string; seats: number; rangeNm: number; cruiseKn: number };

// A category promises what any of its aircraft can do: its largest cabin, its shortest range and its
// slowest cruise (so a category's time and price hold whichever aircraft flies).
export function categoryFigures(aircraft: readonly Plane[]) {
  return {
    seats: Math.max(...aircraft.map((plane) => plane.seats)),
    rangeNm: Math.min(...aircraft.map((plane) => plane.rangeNm)),
    cruiseSpeedKn: Math.min(...aircraft.map((plane) => plane.cruiseKn)),
    aircraft: aircraft.map((plane): AircraftPerformance => ({
      slug: aircraftSlug(plane.name),
      name: plane.name,
      seats: plane.seats,
      rangeNm: plane.rangeNm,
      cruiseSpeedKn: plane.cruiseKn,
    })),
  };
}

export type Flyer = { jetType: JetType; aircraft?: string };

export const aircraftOf = (pricing: Pricing, { jetType, aircraft }: Flyer) =>
  aircraft ? pricing.jetTypes[jetType].aircraft.find((plane) => plane.slug === aircraft) : undefined;

/** The rate card of a category, with one aircraft's own seats, range and cruise when it is named. */
export function rateFor(pricing: Pricing, flyer: Flyer): JetRate {
  const rate = pricing.jetTypes[flyer.jetType];
  const plane = aircraftOf(pricing, flyer);
  if (!plane) return rate;
  return { ...rate, seats: plane.seats, rangeNm: plane.rangeNm, cruiseSpeedKn: plane.cruiseSpeedKn };
}

/** "Light Jet" for a category, "Phenom 300E" for one aircraft. */
export const flyerLabel = (pricing: Pricing, flyer: Flyer) =>
  aircraftOf(pricing, flyer)?.name ?? pricing.jetTypes[flyer.jetType].label;

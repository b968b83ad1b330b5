import { aircraftSlug } from '@/lib/fleet/slug';
import type { JetType } from '@/lib/schemas/content/jet-types';
import type { AircraftPerformance, JetRate, Pricing } from '@/lib/schemas/content/pricing';

type Plane = { name: string; seats: number; rangeNm: number; cruiseKn: number };

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

export function rateFor(pricing: Pricing, flyer: Flyer): JetRate {
  const rate = pricing.jetTypes[flyer.jetType];
  const plane = aircraftOf(pricing, flyer);
  if (!plane) return rate;
  return { ...rate, seats: plane.seats, rangeNm: plane.rangeNm, cruiseSpeedKn: plane.cruiseSpeedKn };
}

export const flyerLabel = (pricing: Pricing, flyer: Flyer) =>
  aircraftOf(pricing, flyer)?.name ?? pricing.jetTypes[flyer.jetType].label;

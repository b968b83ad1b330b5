import type { Airport } from '@/lib/schemas/content/airports';
import { JET_TYPES, type JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { rateFor, type Flyer } from './performance';
import { distanceNmBetween, fliesNonStop, usableRangeNm } from './reach';

// The one rule for what cannot be flown simply: we plan no fuel stops, so a trip with a hop beyond the range.

export type BeyondRange = {
  status: 'beyond-range';
  jetType: JetType;
  aircraft?: string;
  from: Airport;
  to: Airport;
  distanceNm: number;
  usableNm: number;
  suggestion?: Flyer;
};

type Hop = { from: Airport; to: Airport };

export const fliesAll = (pricing: Pricing, flyer: Flyer, distancesNm: readonly number[]) => {
  const { rangeNm } = rateFor(pricing, flyer);
  return distancesNm.every((distance) => fliesNonStop(distance, rangeNm, pricing.reservePercent));
};

// Categories by hourly rate; where a category cannot fly, each of its aircraft that can.
export function whoFlies(pricing: Pricing, distancesNm: readonly number[], except?: Flyer): Flyer[] {
  const byRate = [...JET_TYPES].sort(
    (a, b) => pricing.jetTypes[a].indicativePrice - pricing.jetTypes[b].indicativePrice,
  );
  const same = (flyer: Flyer) => except && flyer.jetType === except.jetType && flyer.aircraft === except.aircraft;
  return byRate.flatMap((jetType): Flyer[] => {
    if (fliesAll(pricing, { jetType }, distancesNm)) return same({ jetType }) ? [] : [{ jetType }];
    return pricing.jetTypes[jetType].aircraft
      .map((plane) => ({ jetType, aircraft: plane.slug }))
      .filter((flyer) => !same(flyer) && fliesAll(pricing, flyer, distancesNm));
  });
}

export function beyondRange(
  hops: readonly Hop[],
  flyer: Flyer,
  pricing: Pricing,
  passengers: number,
): BeyondRange | undefined {
  const measured = hops.map((hop) => ({ ...hop, distanceNm: distanceNmBetween(hop.from, hop.to) }));
  const distancesNm = measured.map((hop) => hop.distanceNm);
  if (fliesAll(pricing, flyer, distancesNm)) return undefined;
  const worst = measured.reduce((longest, hop) => (hop.distanceNm > longest.distanceNm ? hop : longest));
  const able = whoFlies(pricing, distancesNm, flyer);
  return {
    status: 'beyond-range',
    jetType: flyer.jetType,
    aircraft: flyer.aircraft,
    from: worst.from,
    to: worst.to,
    distanceNm: worst.distanceNm,
    usableNm: usableRangeNm(rateFor(pricing, flyer).rangeNm, pricing.reservePercent),
    suggestion: able.find((other) => rateFor(pricing, other).seats >= passengers) ?? able[0],
  };
}

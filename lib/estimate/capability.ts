import { fuelStopsFor } from '@/lib/fleet/capabilities';
import type { Airport } from '@/lib/schemas/content/airports';
import type { JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { suggestReach, withinReach } from './checks';
import { greatCircleKm, kmToNm } from './geo';

export type BeyondRange = {
  status: 'beyond-range';
  jetType: JetType;
  from: Airport;
  to: Airport;
  distanceNm: number;
  fuelStops: number;
  maxFuelStops: number;
  suggestion?: JetType;
};

type Hop = { from: Airport; to: Airport };

export function beyondRange(
  hops: readonly Hop[],
  jetType: JetType,
  pricing: Pricing,
  passengers: number,
): BeyondRange | undefined {
  const rate = pricing.jetTypes[jetType];
  const measured = hops.map((hop) => ({ ...hop, distanceNm: kmToNm(greatCircleKm(hop.from, hop.to)) }));
  const distancesNm = measured.map((hop) => hop.distanceNm);
  if (withinReach(pricing, jetType, distancesNm)) return undefined;
  const worst = measured.reduce((longest, hop) => (hop.distanceNm > longest.distanceNm ? hop : longest));
  return {
    status: 'beyond-range',
    jetType,
    from: worst.from,
    to: worst.to,
    distanceNm: worst.distanceNm,
    fuelStops: fuelStopsFor(worst.distanceNm, rate.rangeNm),
    maxFuelStops: rate.maxFuelStops,
    suggestion: suggestReach(pricing, jetType, { passengers, distancesNm }),
  };
}

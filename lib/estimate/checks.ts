import { fuelStopsFor, usableRangeNm } from '@/lib/fleet/capabilities';
import { JET_TYPES, type JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';

export type RangeCheck = { ok: true } | { ok: false; rangeNm: number; fuelStops: number; suggestion?: JetType };

export type SeatCheck = { ok: true } | { ok: false; seats: number; suggestion?: JetType };

type Need = { passengers: number; distanceNm: number };

function byHourlyRate(pricing: Pricing): JetType[] {
  return [...JET_TYPES].sort((a, b) => pricing.jetTypes[a].indicativePrice - pricing.jetTypes[b].indicativePrice);
}

const seatsFit = (pricing: Pricing, type: JetType, need: Need) => pricing.jetTypes[type].seats >= need.passengers;
const stopsFor = (pricing: Pricing, type: JetType, distanceNm: number) =>
  fuelStopsFor(distanceNm, pricing.jetTypes[type].rangeNm);
const rangeFits = (pricing: Pricing, type: JetType, need: Need) => stopsFor(pricing, type, need.distanceNm) === 0;

export const withinReach = (pricing: Pricing, type: JetType, distancesNm: readonly number[]) =>
  distancesNm.every((distance) => stopsFor(pricing, type, distance) <= pricing.jetTypes[type].maxFuelStops);

export function suggestReach(
  pricing: Pricing,
  jetType: JetType,
  need: { passengers: number; distancesNm: readonly number[] },
): JetType | undefined {
  const able = byHourlyRate(pricing).filter((type) => type !== jetType && withinReach(pricing, type, need.distancesNm));
  return able.find((type) => pricing.jetTypes[type].seats >= need.passengers) ?? able[0];
}

export function checkRange(pricing: Pricing, jetType: JetType, need: Need): RangeCheck {
  const { rangeNm } = pricing.jetTypes[jetType];
  if (rangeFits(pricing, jetType, need)) return { ok: true };
  const longer = byHourlyRate(pricing).filter(
    (type) => pricing.jetTypes[type].rangeNm > rangeNm && rangeFits(pricing, type, need),
  );
  const suggestion = longer.find((type) => seatsFit(pricing, type, need)) ?? longer[0];
  return {
    ok: false,
    rangeNm: usableRangeNm(rangeNm),
    fuelStops: stopsFor(pricing, jetType, need.distanceNm),
    suggestion,
  };
}

export function checkSeats(pricing: Pricing, jetType: JetType, need: Need): SeatCheck {
  const { seats } = pricing.jetTypes[jetType];
  if (seatsFit(pricing, jetType, need)) return { ok: true };
  const roomier = byHourlyRate(pricing).filter((type) => type !== jetType && seatsFit(pricing, type, need));
  const suggestion = roomier.find((type) => rangeFits(pricing, type, need)) ?? roomier[0];
  return { ok: false, seats, suggestion };
}

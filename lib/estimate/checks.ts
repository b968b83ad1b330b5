import { JET_TYPES, type JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { fliesAll } from './capability';
import { rateFor, type Flyer } from './performance';

export type SeatCheck = { ok: true } | { ok: false; seats: number; suggestion?: JetType };

type Need = { passengers: number; distanceNm: number };

function byHourlyRate(pricing: Pricing): JetType[] {
  return [...JET_TYPES].sort((a, b) => pricing.jetTypes[a].indicativePrice - pricing.jetTypes[b].indicativePrice);
}

export function checkSeats(pricing: Pricing, flyer: Flyer, need: Need): SeatCheck {
  const { seats } = rateFor(pricing, flyer);
  if (seats >= need.passengers) return { ok: true };
  const roomier = byHourlyRate(pricing).filter(
    (type) => type !== flyer.jetType && pricing.jetTypes[type].seats >= need.passengers,
  );
  const suggestion = roomier.find((type) => fliesAll(pricing, { jetType: type }, [need.distanceNm])) ?? roomier[0];
  return { ok: false, seats, suggestion };
}

import type { Airport } from '@/lib/schemas/content/airports';
import type { JetRate } from '@/lib/schemas/content/pricing';
import { greatCircleKm, kmToNm } from './geo';

export type LegKind = 'positioning-in' | 'flight' | 'positioning-out';

export type Leg = {
  kind: LegKind;
  from: Airport;
  to: Airport;
  distanceKm: number;
  distanceNm: number;
  blockHours: number;
  international: boolean;
};

export function blockHoursFor(distanceNm: number, rate: Pick<JetRate, 'cruiseSpeedKn' | 'taxiClimbDescentMinutes'>) {
  return distanceNm / rate.cruiseSpeedKn + rate.taxiClimbDescentMinutes / 60;
}

export function makeLeg(kind: LegKind, from: Airport, to: Airport, rate: JetRate, homeCountry: string): Leg {
  const distanceKm = greatCircleKm(from, to);
  const distanceNm = kmToNm(distanceKm);
  return {
    kind,
    from,
    to,
    distanceKm,
    distanceNm,
    blockHours: blockHoursFor(distanceNm, rate),
    international: from.countryCode !== homeCountry || to.countryCode !== homeCountry,
  };
}

export function planLegs(from: Airport, to: Airport, base: Airport, rate: JetRate): Leg[] {
  const home = base.countryCode;
  const legs: Leg[] = [];
  if (from.iata !== base.iata) legs.push(makeLeg('positioning-in', base, from, rate, home));
  legs.push(makeLeg('flight', from, to, rate, home));
  if (to.iata !== base.iata) legs.push(makeLeg('positioning-out', to, base, rate, home));
  return legs;
}

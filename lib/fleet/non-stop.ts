import type { LatLon } from '@/lib/estimate/geo';
import { distanceNmBetween, fliesNonStop } from '@/lib/estimate/reach';

// Whether one aircraft flies from → to without a fuel stop; we plan none, so "No" means it does not fly it.
export function nonStopBetween(from: LatLon, to: LatLon, rangeNm: number, reservePercent: number): boolean {
  return fliesNonStop(distanceNmBetween(from, to), rangeNm, reservePercent);
}

export function nonStopAnswer(nonStop: boolean): string {
  return nonStop ? 'Yes' : 'No';
}

import { greatCircleKm, kmToNm, type LatLon } from './geo';

// We plan no fuel stops: an aircraft flies a hop non-stop within its range less the reserve, or
// not at all (docs/routes-and-prices.md, "What cannot be flown simply").

export function usableRangeNm(rangeNm: number, reservePercent: number): number {
  return rangeNm * (1 - reservePercent / 100);
}

export const distanceNmBetween = (from: LatLon, to: LatLon) => kmToNm(greatCircleKm(from, to));

export function fliesNonStop(distanceNm: number, rangeNm: number, reservePercent: number): boolean {
  return distanceNm <= usableRangeNm(rangeNm, reservePercent);
}

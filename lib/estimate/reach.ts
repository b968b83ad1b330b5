import { greatCircleKm, kmToNm, type LatLon } from './geo';

export function usableRangeNm(rangeNm: number, reservePercent: number): number {
  return rangeNm * (1 - reservePercent / 100);
}

export const distanceNmBetween = (from: LatLon, to: LatLon) => kmToNm(greatCircleKm(from, to));

export function fliesNonStop(distanceNm: number, rangeNm: number, reservePercent: number): boolean {
  return distanceNm <= usableRangeNm(rangeNm, reservePercent);
}

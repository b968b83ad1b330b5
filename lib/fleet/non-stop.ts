import { greatCircleKm, kmToNm, type LatLon } from '@/lib/estimate/geo';
import { plural } from '@/lib/plural';
import { fuelStopsFor } from './capabilities';

export function fuelStopsBetween(from: LatLon, to: LatLon, rangeNm: number): number {
  return fuelStopsFor(kmToNm(greatCircleKm(from, to)), rangeNm);
}

export function nonStopAnswer(fuelStops: number): string {
  if (fuelStops === 0) return 'Yes';
  return `No, ${plural(fuelStops, 'fuel stop')}`;
}

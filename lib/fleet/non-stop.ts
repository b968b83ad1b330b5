import { greatCircleKm, kmToNm, type LatLon } from '@/lib/estimate/geo';
import { fuelStopsFor } from './capabilities';

/** Fuel stops on a great-circle route, by the estimator's maths: 0 means non-stop. */
export function fuelStopsBetween(from: LatLon, to: LatLon, rangeNm: number): number {
  return fuelStopsFor(kmToNm(greatCircleKm(from, to)), rangeNm);
}

/** "Yes", or "No, 1 fuel stop" / "No, 3 fuel stops". */
export function nonStopAnswer(fuelStops: number): string {
  if (fuelStops === 0) return 'Yes';
  return `No, ${fuelStops} fuel stop${fuelStops === 1 ? '' : 's'}`;
}

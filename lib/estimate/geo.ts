const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_NM = 1.852;

export type LatLon = { latitude: number; longitude: number };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function greatCircleKm(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a hair past 1 for antipodes; asin would then return NaN.
  const clamped = Math.min(1, Math.max(0, h));
  const distance = 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(clamped));
  return Number.isFinite(distance) ? distance : 0;
}

export function kmToNm(km: number): number {
  return km / KM_PER_NM;
}

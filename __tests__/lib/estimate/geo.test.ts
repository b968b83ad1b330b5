import { airports } from '@/content/airports';
import { greatCircleKm, kmToNm } from '@/lib/estimate/geo';

const EARTH_RADIUS_KM = 6371.0088;

const at = (iata: string) => {
  const airport = airports.find((candidate) => candidate.iata === iata);
  if (!airport) throw new Error(`missing ${iata}`);
  return airport;
};

describe('greatCircleKm', () => {
  // Published great-circle distances between the airports, rounded (Great Circle Mapper / airline data).
  it.each([
    ['BOM', 'DEL', 1_138],
    ['BOM', 'GOI', 425],
    ['BOM', 'DXB', 1_929],
    ['BOM', 'LHR', 7_200],
  ])('%s to %s is within 1%% of the published %d km', (from, to, published) => {
    const km = greatCircleKm(at(from), at(to));
    expect(Math.abs(km - published) / published).toBeLessThan(0.01);
  });

  it('matches a hand-computed haversine for Mumbai to Delhi', () => {
    // BOM (19.0887, 72.8679), DEL (28.5556, 77.0952)
    // Δφ = 9.4669° = 0.165229 rad, Δλ = 4.2273° = 0.073780 rad
    // h = sin²(0.082614) + cos(19.0887°)·cos(28.5556°)·sin²(0.036890)
    //   = 0.0068096 + 0.945013 × 0.878354 × 0.00136027 = 0.0079387
    // c = 2·asin(√0.0079387) = 0.178435 rad → 0.178435 × 6371.0088 = 1,136.81 km = 613.83 nm
    const km = greatCircleKm(at('BOM'), at('DEL'));
    expect(km).toBeCloseTo(1136.81, 1);
    expect(kmToNm(km)).toBeCloseTo(613.83, 1);
  });

  it('is zero for the same point and half the circumference for antipodes', () => {
    expect(greatCircleKm(at('BOM'), at('BOM'))).toBe(0);
    const antipode = { latitude: -19.0887, longitude: 72.8679 - 180 };
    expect(greatCircleKm(at('BOM'), antipode)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 3);
  });

  it('is symmetric', () => {
    expect(greatCircleKm(at('LHR'), at('SIN'))).toBeCloseTo(greatCircleKm(at('SIN'), at('LHR')), 9);
  });
});

import { fleet } from '@/content/fleet';
import { parseContent } from '@/lib/content';
import { fleetSchema } from '@/lib/schemas/content/fleet';

const MAX_RANGE_NM = 7700;
const MIN_RANGE_NM = 370;

const parse = (data: unknown) => parseContent(fleetSchema, data, 'content/fleet.ts');

/** A copy of the fleet with one aircraft changed. */
function withAircraft(categoryIndex: number, aircraftIndex: number, patch: object) {
  const categories = fleet.categories.map((category, c) => ({
    ...category,
    aircraft: category.aircraft.map((aircraft, a) =>
      c === categoryIndex && a === aircraftIndex ? { ...aircraft, ...patch } : aircraft,
    ),
  }));
  return { ...fleet, categories };
}

describe('fleet content', () => {
  it('is valid', () => {
    expect(() => parse(fleet)).not.toThrow();
  });

  it('has the four categories with two aircraft each, four features apiece', () => {
    expect(fleet.categories.map((category) => category.name)).toEqual([
      'Light Jets',
      'Midsize Jets',
      'Heavy Jets',
      'Helicopters',
    ]);
    for (const category of fleet.categories) {
      expect(category.aircraft).toHaveLength(2);
      for (const aircraft of category.aircraft) expect(aircraft.features).toHaveLength(4);
    }
  });

  it('keeps every range within 370 to 7,700 nm', () => {
    const ranges = fleet.categories.flatMap((category) => category.aircraft.map((aircraft) => aircraft.rangeNm));
    expect(ranges).toHaveLength(8);
    for (const range of ranges) {
      expect(range).toBeGreaterThanOrEqual(MIN_RANGE_NM);
      expect(range).toBeLessThanOrEqual(MAX_RANGE_NM);
    }
  });

  it('runs from exactly 370 nm (the shortest) to 7,700 nm (the longest)', () => {
    const ranges = fleet.categories.flatMap((category) => category.aircraft.map((aircraft) => aircraft.rangeNm));
    expect([Math.min(...ranges), Math.max(...ranges)]).toEqual([370, 7700]);
  });

  it('reports cruise speed, cabin height and baggage out of range with a readable path', () => {
    expect(() => parse(withAircraft(0, 0, { cruiseKn: 900 }))).toThrow(
      /categories\.0\.aircraft\.0\.cruiseKn: cruise speed is in knots, at most 560/,
    );
    expect(() => parse(withAircraft(1, 0, { cabinHeightM: 183 }))).toThrow(
      /categories\.1\.aircraft\.0\.cabinHeightM: cabin height is in metres, at most 2\.5/,
    );
    expect(() => parse(withAircraft(2, 1, { baggageCuFt: 0 }))).toThrow(
      /categories\.2\.aircraft\.1\.baggageCuFt: baggage is in cubic feet, at least 1/,
    );
  });

  it('shows the statistics band', () => {
    expect(fleet.statsBand.stats).toEqual(['aircraft', 'availability', 'support', 'safety']);
  });

  it('accepts the boundaries and rejects one nautical mile beyond them', () => {
    expect(() => parse(withAircraft(3, 0, { rangeNm: 370 }))).not.toThrow();
    expect(() => parse(withAircraft(2, 0, { rangeNm: 7700 }))).not.toThrow();
    expect(() => parse(withAircraft(3, 0, { rangeNm: 369 }))).toThrow(
      /categories\.3\.aircraft\.0\.rangeNm: must be between 370 and 7,700 nm/,
    );
    expect(() => parse(withAircraft(2, 0, { rangeNm: 7701 }))).toThrow(/categories\.2\.aircraft\.0\.rangeNm/);
  });

  it('reports a range of 9000 nm with a readable path', () => {
    expect(() => parse(withAircraft(0, 1, { rangeNm: 9000 }))).toThrow(
      /Invalid content in content\/fleet\.ts:\n {2}- categories\.0\.aircraft\.1\.rangeNm: must be between 370 and 7,700 nm/,
    );
  });

  it('reports a missing feature, a missing image description and a third aircraft', () => {
    const light = fleet.categories[0].aircraft[0];
    expect(() => parse(withAircraft(1, 0, { features: light.features.slice(0, 3) }))).toThrow(
      /categories\.1\.aircraft\.0\.features: each aircraft lists exactly 4 features/,
    );
    expect(() => parse(withAircraft(1, 1, { imageDescription: '' }))).toThrow(
      /categories\.1\.aircraft\.1\.imageDescription: must not be empty/,
    );
    const [first, ...rest] = fleet.categories;
    const crowded = { ...first, aircraft: [...first.aircraft, light] };
    expect(() => parse({ ...fleet, categories: [crowded, ...rest] })).toThrow(
      /categories\.0\.aircraft: each category shows exactly 2 aircraft/,
    );
  });

  it('gives each jet its runway in metres and each helicopter a helipad, with a readable path', () => {
    const takeoffs = fleet.categories.map((category) => category.aircraft.map((plane) => plane.takeoff));
    expect(takeoffs).toEqual([
      [
        { kind: 'runway', lengthM: 969 },
        { kind: 'runway', lengthM: 978 },
      ],
      [
        { kind: 'runway', lengthM: 1287 },
        { kind: 'runway', lengthM: 1474 },
      ],
      [
        { kind: 'runway', lengthM: 1768 },
        { kind: 'runway', lengthM: 1792 },
      ],
      [{ kind: 'helipad' }, { kind: 'helipad' }],
    ]);
    expect(() => parse(withAircraft(0, 0, { takeoff: { kind: 'runway', lengthM: 3180 } }))).toThrow(
      /categories\.0\.aircraft\.0\.takeoff\.lengthM: runway length is in metres, between 500 and 3,000/,
    );
    expect(() => parse(withAircraft(0, 0, { takeoff: { kind: 'runway' } }))).toThrow(
      /categories\.0\.aircraft\.0\.takeoff\.lengthM/,
    );
    expect(() => parse(withAircraft(0, 0, { takeoff: undefined }))).toThrow(
      /categories\.0\.aircraft\.0\.takeoff: must be \{ kind: "runway", lengthM \} or \{ kind: "helipad" \}/,
    );
    expect(() => parse(withAircraft(2, 1, { takeoff: { kind: 'helipad' } }))).toThrow(
      /categories\.2\.aircraft\.1\.takeoff: a jet needs a runway: give its length in metres/,
    );
    expect(() => parse(withAircraft(3, 0, { takeoff: { kind: 'runway', lengthM: 800 } }))).toThrow(
      /categories\.3\.aircraft\.0\.takeoff: a helicopter lands on a helipad/,
    );
  });

  it('takes a runway or helipad in copy from the takeoff, never typed beside it', () => {
    const light = fleet.categories[0].aircraft[0];
    const typed = (feature: string) => [feature, ...light.features.slice(1)];
    expect(() => parse(withAircraft(0, 0, { features: typed('Uses runways as short as 3,200 ft') }))).toThrow(
      /categories\.0\.aircraft\.0\.features\.0: write the runway length as \{runway\}, filled from takeoff/,
    );
    expect(() => parse(withAircraft(0, 0, { features: typed('Lands on any helipad') }))).toThrow(
      /categories\.0\.aircraft\.0\.features\.0: names a helipad, but takeoff needs a runway/,
    );
    const bell = fleet.categories[3].aircraft[0];
    expect(() =>
      parse(withAircraft(3, 0, { features: ['Uses runways as short as {runway}', ...bell.features.slice(1)] })),
    ).toThrow(/categories\.3\.aircraft\.0\.features\.0: \{runway\} needs a runway length in takeoff/);
  });
});

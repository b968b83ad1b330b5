import { airports } from '@/content/airports';
import { capabilities } from '@/content/capabilities';
import { compare } from '@/content/compare';
import { fleet } from '@/content/fleet';
import { greatCircleKm, kmToNm } from '@/lib/estimate/geo';
import { usableRangeNm } from '@/lib/fleet/capabilities';
import { compareData, formatCabinHeight } from '@/lib/fleet/compare-data';
import { fuelStopsBetween, nonStopAnswer } from '@/lib/fleet/non-stop';

const at = (iata: string) => {
  const airport = airports.find((entry) => entry.iata === iata);
  if (!airport) throw new Error(iata);
  return airport;
};
const BOM = at('BOM');
const nm = (iata: string) => kmToNm(greatCircleKm(BOM, at(iata)));
const RESERVE = 10;

describe('non-stop from Mumbai', () => {
  // Great-circle distances worked by hand with the haversine formula (R = 6,371.0088 km), and
  // within a few nm of published great-circle figures (e.g. BOM–DXB 1,926 km, BOM–LHR 7,213 km).
  it.each([
    ['DXB', 1040.0],
    ['SIN', 2117.6],
    ['LHR', 3894.7],
    ['TEB', 6763.6],
  ])('Mumbai to %s is %f nm', (iata, expected) => {
    expect(nm(iata)).toBeCloseTo(expected, 0);
  });

  it('plans on the published range less the stated reserve', () => {
    expect(capabilities.reservePercent).toBe(RESERVE);
    expect(usableRangeNm(7700)).toBeCloseTo(6930);
    expect(usableRangeNm(370)).toBeCloseTo(333);
  });

  it.each([
    // aircraft, range, destination, fuel stops: worked as ⌈distance ÷ (range × 0.9)⌉ − 1
    ['Global 7500', 7700, 'TEB', 0], // 6,763.6 ≤ 6,930
    ['Falcon 8X', 6450, 'TEB', 1], // ⌈6,763.6 ÷ 5,805⌉ − 1 = 1
    ['Falcon 8X', 6450, 'LHR', 0], // 3,894.7 ≤ 5,805
    ['Praetor 500', 3340, 'SIN', 0], // 2,117.6 ≤ 3,006
    ['Challenger 350', 3200, 'LHR', 1], // ⌈3,894.7 ÷ 2,880⌉ − 1 = 1
    ['Citation CJ3+', 2040, 'SIN', 1], // ⌈2,117.6 ÷ 1,836⌉ − 1 = 1
    ['Citation CJ3+', 2040, 'LHR', 2], // ⌈3,894.7 ÷ 1,836⌉ − 1 = 2
    ['Phenom 300E', 2010, 'TEB', 3], // ⌈6,763.6 ÷ 1,809⌉ − 1 = 3
    ['Bell 429', 370, 'DXB', 3], // ⌈1,040.0 ÷ 333⌉ − 1 = 3
  ])('%s (%i nm) to %s: %i fuel stops', (_name, range, iata, stops) => {
    expect(fuelStopsBetween(BOM, at(iata), range)).toBe(stops);
  });

  it('flies a route exactly at the planned range non-stop, and one mile more needs a stop', () => {
    const distance = nm('DXB');
    const range = distance / 0.9;
    expect(fuelStopsBetween(BOM, at('DXB'), range)).toBe(0);
    expect(fuelStopsBetween(BOM, at('DXB'), range - 1.2)).toBe(1);
  });

  it('answers Yes or No with the fuel stops', () => {
    expect(nonStopAnswer(0)).toBe('Yes');
    expect(nonStopAnswer(1)).toBe('No, 1 fuel stop');
    expect(nonStopAnswer(3)).toBe('No, 3 fuel stops');
  });
});

describe('compareData', () => {
  const aircraft = fleet.categories.flatMap((category) => category.aircraft);
  const data = compareData({ aircraft, yearOf: () => 2019, compare, airports });

  it('has the rows the table shows, in order', () => {
    expect(data.rows).toEqual([
      'Seats',
      'Range (nm)',
      'Cruise speed (knots)',
      'Cabin height',
      'Baggage',
      'Year of manufacture',
      'Non-stop from Mumbai to Dubai',
      'Non-stop from Mumbai to Singapore',
      'Non-stop from Mumbai to London',
      'Non-stop from Mumbai to New York',
    ]);
  });

  it('fills one column per aircraft with its figures and answers', () => {
    expect(data.columns).toHaveLength(8);
    expect(data.columns.find((column) => column.slug === 'citation-cj3')).toEqual({
      slug: 'citation-cj3',
      name: 'Citation CJ3+',
      values: [
        '7',
        '2,040',
        '416',
        '1.45 m (4 ft 9 in)',
        '65 cu ft',
        '2019',
        'Yes',
        'No, 1 fuel stop',
        'No, 2 fuel stops',
        'No, 3 fuel stops',
      ],
    });
    expect(data.columns.find((column) => column.name === 'Global 7500')?.values.slice(6)).toEqual([
      'Yes',
      'Yes',
      'Yes',
      'Yes',
    ]);
  });

  it('writes cabin height in metres and feet', () => {
    expect(formatCabinHeight(1.88)).toBe('1.88 m (6 ft 2 in)');
    expect(formatCabinHeight(1.83)).toBe('1.83 m (6 ft 0 in)');
  });
});

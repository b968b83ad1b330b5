import { airports } from '@/content/airports';
import { capabilities } from '@/content/capabilities';
import { compare } from '@/content/compare';
import { fleet } from '@/content/fleet';
import { content } from '@/lib/content';
import { greatCircleKm, kmToNm } from '@/lib/estimate/geo';
import { usableRangeNm } from '@/lib/estimate/reach';
import { compareData, formatCabinHeight } from '@/lib/fleet/compare-data';
import { nonStopAnswer, nonStopBetween } from '@/lib/fleet/non-stop';
import { formatINR } from '@/lib/format';
import { oneWayValues } from '@/lib/routes/route-page';
import { plan, planTotals } from '@/lib/trips/plan';

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
    expect(usableRangeNm(7700, RESERVE)).toBeCloseTo(6930);
    expect(usableRangeNm(370, RESERVE)).toBeCloseTo(333);
  });

  it.each([
    // aircraft, range, destination, non-stop: distance ≤ range × 0.9
    ['Global 7500', 7700, 'TEB', true], // 6,763.6 ≤ 6,930
    ['Falcon 8X', 6450, 'TEB', false], // 6,763.6 > 5,805
    ['Falcon 8X', 6450, 'LHR', true], // 3,894.7 ≤ 5,805
    ['Praetor 500', 3340, 'SIN', true], // 2,117.6 ≤ 3,006
    ['Challenger 350', 3200, 'LHR', false], // 3,894.7 > 2,880
    ['Citation CJ3+', 2040, 'SIN', false], // 2,117.6 > 1,836
    ['Bell 429', 370, 'DXB', false], // 1,040.0 > 333
  ])('%s (%i nm) to %s non-stop: %s', (_name, range, iata, nonStop) => {
    expect(nonStopBetween(BOM, at(iata), range, RESERVE)).toBe(nonStop);
  });

  it('flies a route exactly at the planned range non-stop, and not one mile short of it', () => {
    const distance = nm('DXB');
    const range = distance / 0.9;
    expect(nonStopBetween(BOM, at('DXB'), range, RESERVE)).toBe(true);
    expect(nonStopBetween(BOM, at('DXB'), range - 1.2, RESERVE)).toBe(false);
  });

  it('answers Yes or No: we plan no fuel stops', () => {
    expect(nonStopAnswer(true)).toBe('Yes');
    expect(nonStopAnswer(false)).toBe('No');
  });
});

describe('compareData', () => {
  const aircraft = fleet.categories.flatMap((category) => category.aircraft);
  const data = compareData({
    aircraft,
    yearOf: () => 2019,
    compare,
    airports,
    pricing: content.pricing,
    reservePercent: RESERVE,
  });

  it('has the rows the table shows, in order', () => {
    expect(data.rows).toEqual([
      'Seats',
      'Range (nm)',
      'Cruise speed (knots)',
      'Cabin height',
      'Baggage',
      'Runway needed',
      'Year of manufacture',
      'Non-stop from Mumbai to Dubai',
      'Non-stop from Mumbai to Singapore',
      'Non-stop from Mumbai to London',
      'Non-stop from Mumbai to New York',
      'Rate per flight hour',
      'Mumbai to Goa, one way: estimated total',
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
        '969 m (3,180 ft)',
        '2019',
        'Yes',
        'No',
        'No',
        'No',
        '₹2,50,000',
        formatINR(planTotals(plan(oneWayValues(BOM, at('GOI'), { jetType: 'light' }), content))!.total),
      ],
    });
    expect(data.columns.find((column) => column.name === 'Global 7500')?.values.slice(7, 11)).toEqual([
      'Yes',
      'Yes',
      'Yes',
      'Yes',
    ]);
  });

  it('prices the sample trip as /book does for the category, and says when an aircraft cannot fly it', () => {
    const price = (slug: string) => data.columns.find((column) => column.slug === slug)!.values.at(-1);
    const total = (jetType: 'heavy' | 'helicopter', aircraft?: string) =>
      formatINR(planTotals(plan(oneWayValues(BOM, at('GOI'), { jetType, aircraft }), content))!.total);
    expect(price('global-7500')).toBe(total('heavy'));
    expect(price('falcon-8x')).toBe(total('heavy'));
    expect(price('bell-429')).toBe(total('helicopter'));
    // To Udaipur the helicopter category is refused; the AW139 flies it on its own range, the Bell 429 does not.
    const udaipur = compareData({
      aircraft,
      yearOf: () => 2019,
      compare: { ...compare, sampleTrip: { label: 'Udaipur', iata: 'UDR' } },
      airports,
      pricing: content.pricing,
      reservePercent: RESERVE,
    });
    const to = (slug: string) => udaipur.columns.find((column) => column.slug === slug)!.values.at(-1);
    expect(to('bell-429')).toBe(compare.tripTooFar);
    expect(to('leonardo-aw139')).toBe(
      formatINR(
        planTotals(plan(oneWayValues(BOM, at('UDR'), { jetType: 'helicopter', aircraft: 'leonardo-aw139' }), content))!
          .total,
      ),
    );
  });

  it('writes cabin height in metres and feet', () => {
    expect(formatCabinHeight(1.88)).toBe('1.88 m (6 ft 2 in)');
    expect(formatCabinHeight(1.83)).toBe('1.83 m (6 ft 0 in)');
  });
});

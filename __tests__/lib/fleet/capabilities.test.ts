import { fleet } from '@/content/fleet';
import { jetTypeOptionLabel } from '@/lib/booking/instant-quote';
import { content } from '@/lib/content';
import { beyondRangeMessage } from '@/lib/estimate/beyond-range-message';
import { estimateRoute } from '@/lib/estimate/estimate';
import { estimateItinerary } from '@/lib/estimate/itinerary';
import { categoryFigures } from '@/lib/estimate/performance';
import { usableRangeNm } from '@/lib/estimate/reach';
import { fillCopy } from '@/lib/fleet/capabilities';
import { compareData } from '@/lib/fleet/compare-data';
import { categoryTakeoff, formatTakeoff, withRunway } from '@/lib/fleet/takeoff';
import type { JetType } from '@/lib/schemas/content/jet-types';

const { airports, pricing } = content;
const route = (from: string, to: string, jetType: JetType, aircraft?: string) =>
  estimateRoute({ from, to, jetType, passengers: 2, aircraft }, airports, pricing);

describe('a category’s figures come from its aircraft', () => {
  it('gives each category the seats of its largest aircraft, the range of its shortest and the cruise of its slowest', () => {
    // Light: CJ3+ 7 / 2,040 / 416 and Phenom 7 / 2,010 / 464; midsize 9 / 3,340 / 466 and 9 / 3,200 / 470;
    // heavy 14 / 7,700 / 516 and 14 / 6,450 / 488; helicopters 6 / 370 / 150 and 6 / 573 / 165.
    const figures = Object.fromEntries(
      Object.entries(pricing.jetTypes).map(([type, rate]) => [type, [rate.seats, rate.rangeNm, rate.cruiseSpeedKn]]),
    );
    expect(figures).toEqual({
      light: [7, 2_010, 416],
      midsize: [9, 3_200, 466],
      heavy: [14, 6_450, 488],
      helicopter: [6, 370, 150],
    });
  });

  it('follows a changed aircraft: no category figure is typed twice', () => {
    const raw = fleet.categories[2].aircraft.map((plane) => ({ ...plane }));
    raw[0].seats = 16;
    raw[1].rangeNm = 6_000;
    expect(categoryFigures(raw)).toMatchObject({ seats: 16, rangeNm: 6_000, cruiseSpeedKn: 488 });
  });

  it('is what /book, /fleet, the home page and the services say', () => {
    expect(Object.values(pricing.jetTypes).map(jetTypeOptionLabel)).toEqual([
      'Light Jet (4-7)',
      'Midsize Jet (6-9)',
      'Heavy Jet (10-14)',
      'Helicopter (2-6)',
    ]);
    expect(content.fleet.categories[0].summary).toContain('private for up to 7:');
    expect(content.home.fleet.slides.slice(0, 3).map((slide) => slide.seats)).toEqual(['7', '9', '14']);
    const group = content.services.services.find((service) => service.id === 'group-charter');
    expect(group?.description).toContain('groups of up to 14 on one aircraft');
    expect(JSON.stringify([content.services, content.servicePages, content.fleet])).not.toMatch(/\{\w+\}/);
  });

  it('fails on a placeholder it does not know, naming the file', () => {
    expect(() => fillCopy({ copy: ['Up to {jumboSeats}'] }, { heavySeats: '14' }, 'content/services.ts')).toThrow(
      'content/services.ts: unknown placeholder {jumboSeats} in "Up to {jumboSeats}"',
    );
  });
});

describe('one leg function for a category or one aircraft', () => {
  it('times the Global 7500 (516 kn) faster and cheaper than the Falcon 8X (488 kn) on the same leg', () => {
    const global = route('BOM', 'DXB', 'heavy', 'global-7500');
    const falcon = route('BOM', 'DXB', 'heavy', 'falcon-8x');
    const category = route('BOM', 'DXB', 'heavy');
    if (global.status !== 'ok' || falcon.status !== 'ok' || category.status !== 'ok') throw new Error('not priced');
    expect(global.flight.blockHours).toBeLessThan(falcon.flight.blockHours);
    expect(global.total).toBeLessThan(falcon.total);
    // The category promises its slowest aircraft, so its time is the Falcon's.
    expect(category.flight.blockHours).toBe(falcon.flight.blockHours);
  });

  it('fills an aircraft’s prose time from the same function', () => {
    const bell = content.fleet.categories[3].aircraft.find((plane) => plane.name === 'Bell 429');
    const pune = route('BOM', 'PNQ', 'helicopter', 'bell-429');
    if (pune.status !== 'ok') throw new Error(pune.status);
    expect(bell?.features).toContain(`Mumbai to Pune in ${Math.round(pune.flight.blockHours * 60)} min`);
  });
});

describe('we plan no fuel stops: beyond range is refused, naming who flies it', () => {
  it('keeps 10% of the published range in reserve', () => {
    expect(usableRangeNm(2_010, pricing.reservePercent)).toBeCloseTo(1_809);
  });

  it('refuses a light jet to London, as Compare says No for the Citation CJ3+, and names the heavy jet', () => {
    const london = route('BOM', 'LHR', 'light');
    expect(london).toMatchObject({ status: 'beyond-range', suggestion: { jetType: 'heavy' } });
    const aircraft = content.fleet.categories.flatMap((category) => category.aircraft);
    const table = compareData({
      aircraft,
      yearOf: () => 2020,
      compare: content.compare,
      airports,
      pricing,
      reservePercent: 10,
    });
    const row = table.rows.indexOf('Non-stop from Mumbai to London');
    expect(table.columns.find((column) => column.name === 'Citation CJ3+')?.values[row]).toBe('No');
    expect(table.columns.find((column) => column.name === 'Falcon 8X')?.values[row]).toBe('Yes');
  });

  it('refuses a helicopter leg by its own aircraft’s range: the AW139 (573 nm) flies Udaipur, the Bell 429 (370 nm) does not', () => {
    // Mumbai–Udaipur is about 340 nm: beyond 370 × 0.9 = 333, within 573 × 0.9 = 515.7
    const bell = route('BOM', 'UDR', 'helicopter', 'bell-429');
    expect(bell).toMatchObject({
      status: 'beyond-range',
      aircraft: 'bell-429',
      usableNm: expect.closeTo(333, 6),
      suggestion: { jetType: 'helicopter', aircraft: 'leonardo-aw139' },
    });
    expect(route('BOM', 'UDR', 'helicopter', 'leonardo-aw139')).toMatchObject({ status: 'ok' });
    // The category promises its shortest range, so the helicopter category is refused and names the AW139.
    const category = route('BOM', 'UDR', 'helicopter');
    if (category.status !== 'beyond-range') throw new Error(category.status);
    expect(beyondRangeMessage(category, pricing, content.estimate.beyondRange)).toContain(
      'Our Leonardo AW139 (Helicopter) flies it non-stop',
    );
  });

  it('refuses a helicopter to New York with no price, naming the Global 7500, never "20 fuel stops"', () => {
    const refused = route('BOM', 'TEB', 'helicopter', 'bell-429');
    expect(refused).toMatchObject({
      status: 'beyond-range',
      suggestion: { jetType: 'heavy', aircraft: 'global-7500' },
    });
    expect(refused).not.toHaveProperty('total');
    if (refused.status !== 'beyond-range') return;
    expect(beyondRangeMessage(refused, pricing, content.estimate.beyondRange)).not.toMatch(/\d+ fuel stops?/);
  });

  it('counts the positioning legs: a short helicopter hop far from Mumbai is refused', () => {
    const refused = route('DXB', 'DOH', 'helicopter');
    expect(refused.status).toBe('beyond-range');
    if (refused.status !== 'beyond-range') return;
    expect(refused.distanceNm).toBeGreaterThan(1_000);
    expect([refused.from.iata, refused.to.iata]).toContain('BOM');
  });

  it('refuses a multi-city trip with one leg beyond reach', () => {
    const trip = estimateItinerary(
      {
        legs: [
          { from: 'BOM', to: 'PNQ', date: '2027-01-10' },
          { from: 'PNQ', to: 'DXB', date: '2027-01-11' },
        ],
        jetType: 'helicopter',
        passengers: 2,
      },
      airports,
      pricing,
    );
    expect(trip).toMatchObject({ status: 'beyond-range', suggestion: { jetType: 'light' } });
  });
});

describe('what an aircraft takes off from', () => {
  const category = (jetType: JetType) => fleet.categories.find((entry) => entry.jetType === jetType)!;

  it('gives a category the longest runway its aircraft need, and helicopters a helipad', () => {
    // Light: CJ3+ 969 m, Phenom 300E 978 m; heavy: Global 7500 1,768 m, Falcon 8X 1,792 m.
    expect(categoryTakeoff(category('light').aircraft)).toEqual({ kind: 'runway', lengthM: 978 });
    expect(categoryTakeoff(category('heavy').aircraft)).toEqual({ kind: 'runway', lengthM: 1792 });
    expect(categoryTakeoff(category('helicopter').aircraft)).toEqual({ kind: 'helipad' });
  });

  it('writes a runway in metres with feet to the nearest ten, and a helipad in words', () => {
    expect(formatTakeoff({ kind: 'runway', lengthM: 969 })).toBe('969 m (3,180 ft)');
    expect(formatTakeoff({ kind: 'runway', lengthM: 1768 })).toBe('1,768 m (5,800 ft)');
    expect(formatTakeoff({ kind: 'helipad' })).toBe('None: lands on a helipad');
  });

  it('fills {runway} in an aircraft’s copy from its own takeoff, and fails it for a helicopter', () => {
    const [cj3] = category('light').aircraft;
    expect(withRunway('Uses runways as short as {runway}', cj3)).toBe('Uses runways as short as 969 m (3,180 ft)');
    expect(content.fleet.categories[0].aircraft[0].features).toContain('Uses runways as short as 969 m (3,180 ft)');
    const [bell] = category('helicopter').aircraft;
    expect(() => withRunway('Short strips: {runway}', bell)).toThrow(
      'content/data/fleet.json: {runway} in copy about the Bell 429, which lands on a helipad',
    );
  });
});

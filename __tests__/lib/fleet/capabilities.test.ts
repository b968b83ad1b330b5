import { capabilities } from '@/content/capabilities';
import { fleet } from '@/content/fleet';
import { jetTypeOptionLabel } from '@/lib/booking/instant-quote';
import { content } from '@/lib/content';
import { estimateRoute } from '@/lib/estimate/estimate';
import { estimateItinerary } from '@/lib/estimate/itinerary';
import { capabilityMismatches, fillCopy, fuelStopsFor, usableRangeNm } from '@/lib/fleet/capabilities';
import { compareData } from '@/lib/fleet/compare-data';
import { capabilitiesSchema } from '@/lib/schemas/content/capabilities';
import { fleetSchema } from '@/lib/schemas/content/fleet';
import { parseContent } from '@/lib/schemas/content/parse-content';

const { airports, pricing } = content;
const table = parseContent(capabilitiesSchema, capabilities, 'content/capabilities.ts');
const route = (from: string, to: string, jetType: 'light' | 'midsize' | 'heavy' | 'helicopter') =>
  estimateRoute({ from, to, jetType, passengers: 2 }, airports, pricing);

describe('the capability table', () => {
  it('gives each category the seats of its largest aircraft and the range of its shortest', () => {
    // Light: CJ3+ 7 / 2,040 and Phenom 7 / 2,010; midsize 9 / 3,340 and 9 / 3,200;
    // heavy 14 / 7,700 and 14 / 6,450; helicopters 6 / 370 and 6 / 573.
    expect(table.jetTypes).toEqual({
      light: { minPassengers: 4, seats: 7, rangeNm: 2_010, maxFuelStops: 2 },
      midsize: { minPassengers: 6, seats: 9, rangeNm: 3_200, maxFuelStops: 2 },
      heavy: { minPassengers: 10, seats: 14, rangeNm: 6_450, maxFuelStops: 2 },
      helicopter: { minPassengers: 2, seats: 6, rangeNm: 370, maxFuelStops: 1 },
    });
    expect(capabilityMismatches(table, content.fleet.categories)).toEqual([]);
  });

  it('fails the build when a fleet figure drifts from the table', () => {
    const raw = JSON.parse(JSON.stringify(fleet)) as typeof fleet;
    raw.categories[2].aircraft[0].seats = 16;
    raw.categories[0].aircraft[1].rangeNm = 1_990;
    const drifted = parseContent(fleetSchema, raw, 'content/fleet.ts');
    expect(capabilityMismatches(table, drifted.categories)).toEqual([
      'jetTypes.light.rangeNm is 2010, the shortest Light Jets range is 1990',
      'jetTypes.heavy.seats is 14, the largest Heavy Jets seat 16',
    ]);
  });

  it('is what /book, /fleet, the home page and the services say', () => {
    expect(Object.values(pricing.jetTypes).map(jetTypeOptionLabel)).toEqual([
      'Light Jet (4-7)',
      'Midsize Jet (6-9)',
      'Heavy Jet (10-14)',
      'Helicopter (2-6)',
    ]);
    expect(content.fleet.categories[0].summary).toContain('private for up to 7:');
    expect(content.home.fleet.slides.slice(0, 3).map((slide) => slide.seats)).toEqual(['4-7', '6-9', '10-14']);
    const group = content.services.services.find((service) => service.id === 'group-charter');
    expect(group?.description).toContain('groups of up to 14 on one aircraft');
    expect(group?.features).toContain('Up to 14 guests on a single aircraft');
    const page = content.servicePages.pages.find((entry) => entry.id === 'group-charter');
    expect(JSON.stringify(page)).toContain('One aircraft seats up to 14 in a business layout');
    expect(JSON.stringify([content.services, content.servicePages, content.fleet])).not.toMatch(/\{\w+\}/);
  });

  it('fails on a placeholder it does not know, naming the file', () => {
    expect(() => fillCopy({ copy: ['Up to {jumboSeats}'] }, { heavySeats: '14' }, 'content/services.ts')).toThrow(
      'content/services.ts: unknown placeholder {jumboSeats} in "Up to {jumboSeats}"',
    );
  });
});

describe('one reserve rule for /book and Compare', () => {
  it('plans every hop on the published range less 10%', () => {
    expect(usableRangeNm(2_010)).toBeCloseTo(1_809);
    // 3,894.7 nm ÷ 1,809 → ⌈2.15⌉ − 1 = 2 stops; exactly 1,809 nm is non-stop
    expect(fuelStopsFor(3_894.7, 2_010)).toBe(2);
    expect(fuelStopsFor(1_809, 2_010)).toBe(0);
  });

  it('gives a light jet to London the same fuel stops as Compare gives the Citation CJ3+', () => {
    const london = route('BOM', 'LHR', 'light');
    if (london.status !== 'ok') throw new Error(london.status);
    const aircraft = content.fleet.categories.flatMap((category) => category.aircraft);
    const table = compareData({ aircraft, yearOf: () => 2020, compare: content.compare, airports });
    const row = table.rows.indexOf('Non-stop from Mumbai to London');
    const cj3 = table.columns.find((column) => column.name === 'Citation CJ3+');
    expect(london.flight.fuelStops).toBe(2);
    expect(cj3?.values[row]).toBe('No, 2 fuel stops');
  });
});

describe('the estimate refuses what the aircraft cannot do', () => {
  it('refuses a helicopter from Mumbai to London, with no price, and suggests a light jet', () => {
    // 3,894.7 nm ÷ 333 nm → ⌈11.7⌉ − 1 = 11 stops, more than the helicopter's 1
    const refused = route('BOM', 'LHR', 'helicopter');
    expect(refused).toEqual({
      status: 'beyond-range',
      jetType: 'helicopter',
      from: expect.objectContaining({ iata: 'BOM' }),
      to: expect.objectContaining({ iata: 'LHR' }),
      distanceNm: expect.closeTo(3_894.7, 0),
      fuelStops: 11,
      maxFuelStops: 1,
      suggestion: 'light',
    });
    expect(refused).not.toHaveProperty('total');
  });

  it('refuses a light jet to New York and suggests a midsize jet', () => {
    // 6,763.6 nm: light ⌈6,763.6 ÷ 1,809⌉ − 1 = 3 stops (more than 2); midsize ⌈6,763.6 ÷ 2,880⌉ − 1 = 2
    expect(route('BOM', 'TEB', 'light')).toMatchObject({ status: 'beyond-range', fuelStops: 3, suggestion: 'midsize' });
    expect(route('BOM', 'TEB', 'midsize')).toMatchObject({ status: 'ok' });
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
          { from: 'PNQ', to: 'LHR', date: '2027-01-11' },
        ],
        jetType: 'helicopter',
        passengers: 2,
      },
      airports,
      pricing,
    );
    expect(trip).toMatchObject({ status: 'beyond-range', maxFuelStops: 1, suggestion: 'light' });
  });
});

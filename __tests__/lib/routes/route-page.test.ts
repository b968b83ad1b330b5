import { routes as rawRoutes } from '@/content/routes';
import { content, parseContent } from '@/lib/content';
import { airportLabel } from '@/lib/estimate/airports';
import type { RouteEstimate } from '@/lib/estimate/estimate';
import type { ItineraryEstimate } from '@/lib/estimate/itinerary';
import { directions, routePage, routeSlug, type RouteSources } from '@/lib/routes/route-page';
import { routesSchema } from '@/lib/schemas/content/routes';
import { plan } from '@/lib/trips/plan';
import { readPlannerAddress } from '@/lib/trips/url';

const valuesOf = (search: string) => readPlannerAddress(search).values;

const sources: RouteSources = {
  routes: content.routes,
  airports: content.airports,
  pricing: content.pricing,
  fleet: content.fleet.categories,
  inclusions: content.inclusions,
};
const iata = content.airports.map((airport) => airport.iata);
const parse = (data: unknown) => parseContent(routesSchema(iata), data, 'content/data/routes.json');
const all = directions(content.routes).map((direction) => routePage(sources, direction));

describe('the city pairs (content/data/routes.json)', () => {
  it('lists at least 30 pairs, each published both ways under its own address', () => {
    expect(content.routes.pairs.length).toBeGreaterThanOrEqual(30);
    const paths = all.map((page) => page.path);
    expect(new Set(paths).size).toBe(content.routes.pairs.length * 2);
    for (const path of paths) expect(path).toMatch(/^\/routes\/[a-z0-9-]+-to-[a-z0-9-]+\/$/);
    expect(paths).toContain('/routes/mumbai-to-goa/');
  });

  it('covers Mumbai to the metros, Goa, Dubai, the Maldives, London and Singapore', () => {
    const fromMumbai = content.routes.pairs.filter((pair) => pair.from === 'BOM').map((pair) => pair.to);
    expect(fromMumbai).toEqual(
      expect.arrayContaining(['DEL', 'BLR', 'MAA', 'CCU', 'HYD', 'GOI', 'DXB', 'MLE', 'LHR', 'SIN']),
    );
    expect(content.routes.pairs.some((pair) => pair.from !== 'BOM' && pair.to !== 'BOM')).toBe(true);
  });

  it('gives every page its own title and description', () => {
    expect(new Set(all.map((page) => page.title)).size).toBe(all.length);
    expect(new Set(all.map((page) => page.description)).size).toBe(all.length);
    for (const page of all) {
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(`${page.title} ${page.description} ${page.intro}`).not.toMatch(/\{\w+\}/);
    }
  });

  it('rejects an unknown airport, a pair listed twice, a pair to itself and a short list, naming the path', () => {
    const pairs = rawRoutes.pairs;
    expect(() => parse({ ...rawRoutes, pairs: [...pairs.slice(1), { from: 'BOM', to: 'XXX' }] })).toThrow(
      /pairs\.31\.to: is not in content\/airports\.ts/,
    );
    expect(() => parse({ ...rawRoutes, pairs: [...pairs, { from: 'GOI', to: 'BOM' }] })).toThrow(
      /pairs\.32: GOI-BOM is listed twice/,
    );
    expect(() => parse({ ...rawRoutes, pairs: [...pairs, { from: 'DEL', to: 'DEL' }] })).toThrow(
      /DEL-DEL: from and to are the same/,
    );
    expect(() => parse({ ...rawRoutes, pairs: [...pairs, { from: 'BOM', to: 'KTM' }] })).toThrow(
      /BOM-KTM: KTM has no entry in places/,
    );
    expect(() => parse({ ...rawRoutes, pairs: pairs.slice(0, 29) })).toThrow(/pairs: list at least 30 city pairs/);
  });

  it('fails the build naming the pair when its airport or its estimate fails', () => {
    const withoutGoa = { ...sources, airports: sources.airports.filter((airport) => airport.iata !== 'GOI') };
    expect(() => routePage(withoutGoa, { from: 'BOM', to: 'GOI' })).toThrow(
      'content/data/routes.json: the route BOM to GOI needs GOI, which is not in content/airports.ts',
    );
    const shortRange = JSON.parse(JSON.stringify(sources.pricing)) as typeof sources.pricing;
    for (const rate of Object.values(shortRange.jetTypes)) {
      rate.rangeNm = 10;
      for (const plane of rate.aircraft) plane.rangeNm = 10;
    }
    expect(() => routePage({ ...sources, pricing: shortRange }, { from: 'BOM', to: 'DEL' })).toThrow(
      'content/data/routes.json: the route BOM to DEL is beyond the range of every category',
    );
    const noRate = JSON.parse(JSON.stringify(sources.pricing)) as typeof sources.pricing;
    noRate.jetTypes.light.indicativePrice = Number.NaN;
    expect(() => routePage({ ...sources, pricing: noRate }, { from: 'BOM', to: 'GOI' })).toThrow(
      /the route BOM to GOI has an invalid light estimate/,
    );
  });
});

describe('a route page prices each trip exactly as /book does', () => {
  it.each(all.map((page) => [routeSlug(content.routes, page.direction), page] as const))('%s', (_slug, page) => {
    // What "Plan this trip" fills in on /book, read back the way /book reads its address.
    const filled = valuesOf(new URL(page.bookHref, 'https://example.test').search);
    expect(filled).toEqual({ departure: airportLabel(page.from), arrival: airportLabel(page.to) });
    expect(page.estimates.length).toBeGreaterThan(0);
    for (const shown of page.estimates) {
      const flyer = { jetType: shown.jetType, passengers: 1 };
      const oneWay = plan({ ...filled, ...flyer }, sources).estimate as RouteEstimate;
      expect(oneWay.status).toBe('ok');
      expect(shown.oneWay.total).toBe(oneWay.total);
      expect(shown.oneWay.rows.map((row) => row.amount)).toEqual(oneWay.lineItems.map((item) => item.amount));
      expect([shown.oneWay.subtotal, shown.oneWay.gst, shown.oneWay.low, shown.oneWay.high]).toEqual([
        oneWay.subtotal,
        oneWay.gst,
        oneWay.low,
        oneWay.high,
      ]);
      expect(shown.blockHours).toBe(oneWay.flight.blockHours);

      // Any dates the same number of nights apart: the page's round trip does not depend on its nominal date.
      const nights = content.routes.roundTripNights;
      const roundTrip = plan(
        {
          ...filled,
          tripType: 'round-trip',
          ...flyer,
          date: '2027-02-10',
          returnDate: `2027-02-${String(10 + nights).padStart(2, '0')}`,
        },
        sources,
      ).estimate as ItineraryEstimate;
      expect(roundTrip.status).toBe('ok');
      expect(shown.roundTrip.total).toBe(roundTrip.total);
      expect(shown.roundTrip.rows.map((row) => row.amount)).toEqual(roundTrip.lines.map((line) => line.amount));
    }
  });
});

describe('route FAQs', () => {
  it.each(all.map((page) => [page.path, page] as const))('%s answers 4 to 6 questions', (_path, page) => {
    expect(page.faqs.length).toBeGreaterThanOrEqual(4);
    expect(page.faqs.length).toBeLessThanOrEqual(6);
    for (const faq of page.faqs) {
      expect(faq.question).toMatch(/\S/);
      expect(faq.answer).toMatch(/\S/);
      expect(`${faq.question} ${faq.answer}`).not.toMatch(/\{\w+\}/);
    }
    // Specific to the route: the questions name both places.
    expect(page.faqs[0].question).toContain(page.names.from);
    expect(page.faqs[0].question).toContain(page.names.to);
  });
});

describe('the non-stop answer agrees with the aircraft it names', () => {
  const london = { from: 'BOM', to: 'LHR' };
  const nonStopAnswer = (page: ReturnType<typeof routePage>) => page.faqs[1].answer;

  it('says two aircraft "fly it"', () => {
    const page = routePage(sources, london);
    expect(page.nonStop).toEqual(['Global 7500', 'Falcon 8X']);
    expect(nonStopAnswer(page)).toContain('Global 7500 and Falcon 8X fly it non-stop');
  });

  it('says one aircraft "flies it"', () => {
    // Without the Falcon 8X, the Global 7500 is the one aircraft that reaches London.
    const fleet = sources.fleet.map((category) => ({
      ...category,
      aircraft: category.aircraft.filter((plane) => plane.name !== 'Falcon 8X'),
    }));
    const page = routePage({ ...sources, fleet }, london);
    expect(page.nonStop).toEqual(['Global 7500']);
    expect(nonStopAnswer(page)).toContain('Global 7500 flies it non-stop');
    expect(nonStopAnswer(page)).not.toMatch(/\bfly it\b/);
  });

  it('says all our jets "fly it" on a route every jet reaches', () => {
    const page = routePage(sources, { from: 'BOM', to: 'GOI' });
    expect(page.withStop).toEqual([]);
    expect(nonStopAnswer(page)).toContain('all our jets fly it non-stop');
  });
});

describe('a category is priced only where it flies the pair non-stop, and a jet question gets a jet answer', () => {
  const udaipur = routePage(sources, { from: 'BOM', to: 'UDR' });

  it('prices no helicopter from Mumbai to Udaipur, though the AW139 alone reaches it', () => {
    expect(udaipur.estimates.map((estimate) => estimate.jetType)).toEqual(['light', 'midsize', 'heavy']);
    expect(udaipur.refused).toEqual(['helicopter']);
    expect(udaipur.tooFar).toMatch(/^Helicopter: beyond range non-stop/);
    expect(udaipur.nonStop).toContain('Leonardo AW139');
  });

  it('answers the private-jet questions with the cheapest jet, never a helicopter', () => {
    for (const page of [udaipur, routePage(sources, { from: 'BOM', to: 'PNQ' })]) {
      const [cost, nonStop] = page.faqs;
      expect(cost.answer).toMatch(/^For this trip, a Light Jet comes to about ₹/);
      expect(nonStop.answer).toMatch(/in a Light Jet\.$/);
      expect(`${cost.answer} ${nonStop.answer} ${page.description}`).not.toMatch(/helicopter|Bell 429|AW139/i);
    }
  });
});

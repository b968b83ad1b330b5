import { aircraftPages } from '@/content/aircraft-pages';
import { airports } from '@/content/airports';
import { parseContent } from '@/lib/content';
import { aircraftPagesSchema } from '@/lib/schemas/content/aircraft-pages';

const schema = aircraftPagesSchema(airports.map((airport) => airport.iata));
const parse = (data: unknown) => parseContent(schema, data, 'content/data/aircraft-pages.json');
const withLight = (light: object) => ({ ...aircraftPages, jetTypes: { ...aircraftPages.jetTypes, light } });

describe('aircraft pages content', () => {
  it('is valid', () => {
    expect(() => parse(aircraftPages)).not.toThrow();
  });

  it('prices two or three sample routes for every jet type', () => {
    for (const type of Object.values(aircraftPages.jetTypes)) {
      expect(type.sampleRoutes.length).toBeGreaterThanOrEqual(2);
      expect(type.sampleRoutes.length).toBeLessThanOrEqual(3);
    }
  });

  it('names an airport the estimator does not know, with the path', () => {
    const routes = [{ from: 'BOM', to: 'XYZ' }, ...aircraftPages.jetTypes.light.sampleRoutes.slice(1)];
    expect(() => parse(withLight({ ...aircraftPages.jetTypes.light, sampleRoutes: routes }))).toThrow(
      /Invalid content in content\/data\/aircraft-pages\.json:\n {2}- jetTypes\.light\.sampleRoutes\.0\.to: is not in content\/airports\.ts/,
    );
  });

  it('rejects a route to the same airport, too few or too many routes, and a missing jet type', () => {
    const light = aircraftPages.jetTypes.light;
    const same = [{ from: 'BOM', to: 'BOM' }, ...light.sampleRoutes.slice(1)];
    expect(() => parse(withLight({ ...light, sampleRoutes: same }))).toThrow(
      /jetTypes\.light\.sampleRoutes\.0\.to: a sample route needs two different airports/,
    );
    expect(() => parse(withLight({ ...light, sampleRoutes: light.sampleRoutes.slice(0, 1) }))).toThrow(
      /price at least 2 sample routes/,
    );
    const four = [...light.sampleRoutes, { from: 'BOM', to: 'HYD' }];
    expect(() => parse(withLight({ ...light, sampleRoutes: four }))).toThrow(/price at most 3 sample routes/);
    const withoutHeavy = Object.fromEntries(
      Object.entries(aircraftPages.jetTypes).filter(([type]) => type !== 'heavy'),
    );
    expect(() => parse({ ...aircraftPages, jetTypes: withoutHeavy })).toThrow(/jetTypes\.heavy/);
  });

  it('rejects a cabin photo outside the library and templates without {name}', () => {
    const light = { ...aircraftPages.jetTypes.light, cabinPhoto: { photoId: 'photo-123', alt: 'A cabin with seats' } };
    expect(() => parse(withLight(light))).toThrow(/jetTypes\.light\.cabinPhoto\.photoId: must be a photo ID/);
    expect(() => parse({ ...aircraftPages, bookHeading: 'Fly this aircraft' })).toThrow(
      /bookHeading: must name the aircraft with \{name\}/,
    );
  });
});

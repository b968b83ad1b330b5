import { fleet } from '@/content/fleet';
import { servicePages } from '@/content/service-pages';
import { services } from '@/content/services';
import { parseContent } from '@/lib/content';
import { servicePagesSchema } from '@/lib/schemas/content/service-pages';

const schema = servicePagesSchema({
  serviceIds: services.services.map((service) => service.id),
  aircraft: fleet.categories.flatMap((category) => category.aircraft.map((plane) => plane.name)),
});
const parse = (data: unknown) => parseContent(schema, data, 'content/data/service-pages.json');
const [first, ...rest] = servicePages.pages;
const withFirst = (page: object) => ({ ...servicePages, pages: [{ ...first, ...page }, ...rest] });

describe('service pages content', () => {
  it('is valid, one page per service', () => {
    expect(() => parse(servicePages)).not.toThrow();
    expect(servicePages.pages.map((page) => page.id)).toEqual(services.services.map((service) => service.id));
  });

  it('sends the Medical Evacuation page to /air-ambulance/', () => {
    const medevac = servicePages.pages.find((page) => page.id === 'medical-evacuation-jets');
    expect(medevac?.cta.primary.href).toBe('/air-ambulance/');
  });

  it('names a typical aircraft that is not in the fleet, with the path', () => {
    expect(() => parse(withFirst({ typicalAircraft: ['Citation CJ3+', 'Learjet 75'] }))).toThrow(
      /Invalid content in content\/data\/service-pages\.json:\n {2}- pages\.0\.typicalAircraft\.1: must be an aircraft name from the fleet \(content\/data\/fleet\.json\)/,
    );
  });

  it('rejects a page for an unknown service, a missing page and a repeated page', () => {
    expect(() => parse(withFirst({ id: 'space-tourism' }))).toThrow(
      /pages\.0\.id: must be the id of a service in content\/data\/services\.json/,
    );
    expect(() => parse({ ...servicePages, pages: rest })).toThrow(
      /every service in content\/data\/services\.json needs a page/,
    );
    expect(() => parse({ ...servicePages, pages: [first, first, ...rest] })).toThrow(/each service has one page/);
  });

  it('bounds the steps, the FAQ and the jet type', () => {
    expect(() => parse(withFirst({ steps: first.steps.slice(0, 2) }))).toThrow(/pages\.0\.steps: list 3 to 6 steps/);
    expect(() => parse(withFirst({ faq: first.faq.slice(0, 1) }))).toThrow(/a short FAQ has 2 to 5 questions/);
    expect(() => parse(withFirst({ jetType: 'airliner' }))).toThrow(
      /pages\.0\.jetType: must be one of light, midsize, heavy, helicopter/,
    );
    expect(() =>
      parse(withFirst({ cta: { ...first.cta, primary: { label: 'Go', href: 'https://x.example' } } })),
    ).toThrow(/pages\.0\.cta\.primary\.href: must be an internal path/);
  });
});

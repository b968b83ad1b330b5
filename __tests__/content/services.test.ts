import { services } from '@/content/services';
import { parseContent } from '@/lib/content';
import { servicesSchema } from '@/lib/schemas/content/services';

const parse = (data: unknown) => parseContent(servicesSchema, data, 'content/data/services.json');

describe('services content', () => {
  it('is valid', () => {
    expect(() => parse(services)).not.toThrow();
  });

  it('lists the five services, each with four features', () => {
    expect(services.services.map((service) => service.title)).toEqual([
      'On-Demand Charter',
      'Group Charter',
      'Corporate Charter',
      'Medical Evacuation Jets',
      'Luxury Travel Experiences',
    ]);
    for (const service of services.services) expect(service.features).toHaveLength(4);
  });

  it('closes with Get Quote to /book/ and Talk to Expert to /contact/', () => {
    expect(services.closing.primary).toEqual({ label: 'Get Quote', href: '/book/' });
    expect(services.closing.secondary).toEqual({ label: 'Talk to Expert', href: '/contact/' });
  });

  it('reports a missing feature with a readable path', () => {
    const [first, second, ...rest] = services.services;
    const broken = { ...services, services: [first, { ...second, features: second.features.slice(0, 3) }, ...rest] };
    expect(() => parse(broken)).toThrow(
      /Invalid content in content\/data\/services\.json:\n {2}- services\.1\.features: each service lists exactly 4 features/,
    );
  });

  it('reports a repeated feature, a sixth service and an external closing link', () => {
    const [first, ...rest] = services.services;
    const repeated = { ...first, features: [first.features[0], ...first.features.slice(0, 3)] };
    expect(() => parse({ ...services, services: [repeated, ...rest] })).toThrow(
      /services\.0\.features: features must be distinct/,
    );
    expect(() => parse({ ...services, services: [...services.services, first] })).toThrow(
      /services: there are exactly 5 services/,
    );
    const external = { ...services.closing, primary: { label: 'Get Quote', href: 'https://example.com' } };
    expect(() => parse({ ...services, closing: external })).toThrow(/closing\.primary\.href: must be an internal path/);
  });
});

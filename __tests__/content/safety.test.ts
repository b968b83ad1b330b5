import { airports } from '@/content/airports';
import { compare } from '@/content/compare';
import { safety } from '@/content/safety';
import { parseContent } from '@/lib/content';
import { compareSchema } from '@/lib/schemas/content/compare';
import { safetySchema } from '@/lib/schemas/content/safety';

const parseSafety = (data: unknown) => parseContent(safetySchema, data, 'content/data/safety.json');
const parseCompare = (data: unknown) =>
  parseContent(compareSchema(airports.map((airport) => airport.iata)), data, 'content/data/compare.json');

describe('safety content', () => {
  it('is valid and covers every topic of the page, in order', () => {
    expect(parseSafety(safety).sections.map((section) => section.id)).toEqual([
      'dgca',
      'operators',
      'crew',
      'audits',
      'disclosure',
      'medical',
    ]);
  });

  it('explains each audit standard the provenance cards name', () => {
    const audits = safety.sections.find((section) => section.id === 'audits');
    expect(audits?.terms?.map((entry) => entry.term)).toEqual(
      expect.arrayContaining(['ARGUS', 'Wyvern', 'IS-BAO', 'No third-party audit held']),
    );
  });

  it('reports a repeated section id and an external link with the file and path', () => {
    const [first, ...rest] = safety.sections;
    expect(() => parseSafety({ ...safety, sections: [first, first, ...rest] })).toThrow(
      /sections: section ids must be unique/,
    );
    expect(() =>
      parseSafety({
        ...safety,
        sections: [{ ...first, link: { label: 'Fleet', href: 'https://example.com' } }, ...rest],
      }),
    ).toThrow(
      /Invalid content in content\/data\/safety\.json:\n {2}- sections\.0\.link\.href: must be an internal path/,
    );
  });
});

describe('compare content', () => {
  it('is valid: Mumbai to Dubai, Singapore, London and New York', () => {
    const parsed = parseCompare(compare);
    expect(parsed.from.label).toBe('Mumbai');
    expect(parsed.destinations.map((place) => place.label)).toEqual(['Dubai', 'Singapore', 'London', 'New York']);
  });

  it('only measures to airports the estimator knows', () => {
    const broken = { ...compare, destinations: [...compare.destinations, { label: 'Tokyo', iata: 'HND' }] };
    expect(() => parseCompare(broken)).toThrow(/destinations\.4\.iata: is not in content\/airports\.ts/);
  });
});

import { stats } from '@/content/stats';
import { parseContent, statsFor } from '@/lib/content';
import { statBandSchema, statsSchema } from '@/lib/schemas/content/stats';

describe('stats content', () => {
  it('is valid', () => {
    expect(() => parseContent(statsSchema, stats, 'content/data/stats.json')).not.toThrow();
  });

  it('keeps the figures the site claims', () => {
    const values = Object.fromEntries(Object.entries(stats.figures).map(([key, stat]) => [key, stat.value]));
    expect(values).toEqual({
      flights: '500+',
      aircraft: '50+',
      countries: '25+',
      satisfaction: '98%',
      availability: '99.8%',
      support: '24/7',
      safety: '100%',
      founded: '2014',
    });
  });

  it('marks every figure as the company’s to confirm, and refuses one without the mark', () => {
    for (const figure of Object.values(stats.figures)) expect(figure.confirm).toBe('company');
    const unmarked: Partial<typeof stats.figures.aircraft> = { ...stats.figures.aircraft };
    delete unmarked.confirm;
    expect(() =>
      parseContent(statsSchema, { figures: { ...stats.figures, aircraft: unmarked } }, 'content/data/stats.json'),
    ).toThrow(/figures\.aircraft\.confirm: must be 'company' \(to confirm\) or 'confirmed'/);
  });

  it('resolves a band in the order given', () => {
    expect(statsFor(['safety', 'flights']).map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '100% Safety record',
      '500+ Flights flown',
    ]);
  });

  it('reports a missing figure and a malformed value with their paths', () => {
    const figures: Partial<typeof stats.figures> = {
      ...stats.figures,
      flights: { ...stats.figures.flights, value: 'five hundred' },
    };
    delete figures.safety;
    const broken = { figures };
    expect(() => parseContent(statsSchema, broken, 'content/data/stats.json')).toThrow(
      /figures\.flights\.value: must be a figure such as 500\+/,
    );
    expect(() => parseContent(statsSchema, broken, 'content/data/stats.json')).toThrow(/figures\.safety:/);
  });

  it('rejects a band that repeats a figure or has the wrong count', () => {
    expect(statBandSchema.safeParse(['aircraft', 'aircraft', 'support', 'safety']).success).toBe(false);
    expect(() => parseContent(statBandSchema, ['aircraft', 'support', 'safety'], 'band')).toThrow(
      /\(root\): a stats band shows exactly 4 figures/,
    );
  });
});

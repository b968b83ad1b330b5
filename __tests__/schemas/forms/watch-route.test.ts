import { watchRouteSchema } from '@/lib/schemas/forms/watch-route';
import { WATCH_ROUTE_ERRORS } from '@/lib/schemas/forms/watch-route-options';

const messages = (values: unknown) => {
  const result = watchRouteSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('watchRouteSchema', () => {
  it('accepts two different IATA codes', () => {
    expect(watchRouteSchema.parse({ from: 'BOM', to: 'DXB' })).toEqual({ from: 'BOM', to: 'DXB' });
  });

  it('asks for both airports', () => {
    expect(messages({ from: '', to: '' })).toEqual([
      `from: ${WATCH_ROUTE_ERRORS.fromRequired}`,
      `to: ${WATCH_ROUTE_ERRORS.toRequired}`,
    ]);
    expect(messages({})).toEqual([`from: ${WATCH_ROUTE_ERRORS.fromRequired}`, `to: ${WATCH_ROUTE_ERRORS.toRequired}`]);
    expect(WATCH_ROUTE_ERRORS.fromRequired).toBe('Please choose where you would fly from.');
  });

  it('accepts only the airports the estimator knows', () => {
    expect(messages({ from: 'bom', to: 'DXB' })).toEqual([`from: ${WATCH_ROUTE_ERRORS.fromRequired}`]);
    expect(messages({ from: 'BOMB', to: 'DXB' })).toEqual([`from: ${WATCH_ROUTE_ERRORS.fromRequired}`]);
    expect(messages({ from: 'XYZ', to: 'DXB' })).toEqual([`from: ${WATCH_ROUTE_ERRORS.fromRequired}`]);
    expect(messages({ from: 'BOM', to: 'DX' })).toEqual([`to: ${WATCH_ROUTE_ERRORS.toRequired}`]);
  });

  it('refuses the same airport at both ends, on the To field', () => {
    expect(messages({ from: 'BOM', to: 'BOM' })).toEqual([`to: ${WATCH_ROUTE_ERRORS.sameAirport}`]);
    expect(WATCH_ROUTE_ERRORS.sameAirport).toBe('Choose two different airports.');
  });

  it('never throws on hostile input', () => {
    for (const value of [null, 42, '<script>', { from: '\uD800', to: '‮BOM' }, { from: ['BOM'], to: { a: 1 } }])
      expect(() => watchRouteSchema.safeParse(value)).not.toThrow();
  });
});

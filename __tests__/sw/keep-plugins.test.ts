/**
 * @jest-environment node
 */
import { KEEP_RULES } from '@/sw/keep-plugins';

// An answer as the worker sees it, put through every plugin a cache judges answers with.
const answer = (headers: Record<string, string>, type: ResponseType = 'basic', status = 200) =>
  ({ status, type, headers: new Headers(headers) }) as Response;

async function kept(cache: keyof typeof KEEP_RULES, response: Response) {
  let current: Response | null | undefined = response;
  for (const plugin of KEEP_RULES[cache])
    if (current)
      current = await plugin.cacheWillUpdate!({
        response: current,
        request: new Request('https://vayujets.example/'),
        state: {},
      } as never);
  return current === response;
}

describe('what the worker keeps', () => {
  it.each(['precache', 'pages', 'static', 'photos'] as const)(
    'keeps nothing a response marks no-store or private in the %s cache',
    async (cache) => {
      for (const value of ['no-store', 'private, max-age=60', 'no-cache, no-store, must-revalidate'])
        expect(await kept(cache, answer({ 'Cache-Control': value, 'Content-Type': 'image/jpeg' }))).toBe(false);
      expect(
        await kept(
          cache,
          answer({ 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Type': 'image/jpeg' }),
        ),
      ).toBe(true);
    },
  );

  it('keeps a photo only when the answer is an image', async () => {
    expect(await kept('photos', answer({ 'Content-Type': 'image/avif' }, 'cors'))).toBe(true);
    expect(await kept('photos', answer({ 'Content-Type': 'image/jpeg' }, 'cors'))).toBe(true);
    expect(await kept('photos', answer({ 'Content-Type': 'text/html; charset=utf-8' }, 'cors'))).toBe(false);
    expect(await kept('photos', answer({}, 'cors'))).toBe(false);
    expect(await kept('photos', answer({ 'Content-Type': 'image/jpeg' }, 'cors', 503))).toBe(false);
  });

  it('precaches a file of the build that did not fail', async () => {
    expect(await kept('precache', answer({ 'Content-Type': 'text/javascript' }))).toBe(true);
    expect(await kept('precache', answer({ 'Content-Type': 'text/html' }, 'basic', 404))).toBe(false);
  });
});

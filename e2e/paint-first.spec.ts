import { paintFirstEnabled, paintFirstSources } from '../scripts/lib/paint-first.mjs';
import { expect, test } from './fixtures';

// The @smoke tests run on the normal build and on Next's own output (PAINT_FIRST=0, served from
// out-plain/ by npm run test:e2e:plain). This one proves each run tests the build it means to, with
// the same policy and headers either way.
const paintFirst = paintFirstEnabled(process.env.PAINT_FIRST);

test(`the home page is served ${paintFirst ? 'with the paint-first loader' : 'as Next wrote it'}, with its CSP and headers @smoke`, async ({
  page,
  request,
}) => {
  const response = await request.get('/');
  const html = await response.text();
  expect(/<script src="\/_next\/static\/[^"]+\.js" async=""><\/script>/.test(html), "Next's own chunk tags").toBe(
    !paintFirst,
  );
  expect(paintFirstSources(html).length > 0, 'the paint-first loader').toBe(paintFirst);
  expect(html).toMatch(
    /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
  );
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
});

import type { Page } from '@playwright/test';
import { expect, ROUTES, test } from './fixtures';

const SITE = 'https://vayujets.example';
const PRIVATE = new Set(['/login/', '/signup/', '/dashboard/']);
const PAGE_TYPES: Record<string, string[]> = {
  '/': ['FAQPage'],
  '/about/': ['BreadcrumbList'],
  '/services/': ['BreadcrumbList', 'ItemList'],
  '/book/': ['BreadcrumbList'],
  '/fleet/': ['BreadcrumbList'],
  '/gallery/': ['BreadcrumbList'],
  '/blog/': ['BreadcrumbList', 'Blog'],
  '/contact/': ['BreadcrumbList'],
};

/** Records every CSP violation the page reports, from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test.describe('search and social metadata', () => {
  for (const route of ROUTES.filter((r) => r !== '/dashboard/')) {
    test(`${route} has its canonical URL, social card and valid JSON-LD`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${route}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE}${route}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE}/og.png`);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const title = await page.title();
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Vayu Jets/);
      expect(title).toContain('Vayu Jets');

      const robots = page.locator('meta[name="robots"]');
      if (PRIVATE.has(route)) await expect(robots).toHaveAttribute('content', /noindex/);
      else await expect(robots).toHaveCount(0);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks.length).toBeGreaterThan(0);
      const types = blocks.flatMap((text) => {
        expect(text).not.toMatch(/</);
        const data = JSON.parse(text);
        return data['@graph'] ? data['@graph'].map((node: { '@type': string }) => node['@type']) : [data['@type']];
      });
      expect(types).toEqual(expect.arrayContaining(['Organization', 'LocalBusiness', ...(PAGE_TYPES[route] ?? [])]));
    });
  }

  test('the social card is a 1200x630 PNG', async ({ request }) => {
    const response = await request.get('/og.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});

test.describe('security headers and content security policy', () => {
  test('the server sends the production headers from out/_headers', async ({ request }) => {
    const page = await request.get('/about/');
    const headers = page.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const html = await page.text();
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1];
    expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  for (const route of ROUTES) {
    test(`${route} runs under a script-hash policy with no violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      const scriptSrc = policy!.split('; ').find((directive) => directive.startsWith('script-src'))!;
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('*');
      expect(policy).toContain("object-src 'none'");
      expect(await violations()).toEqual([]);
    });
  }

  test('client-side navigation across every page stays within the policy', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const isMobile = !(await nav.isVisible());
    for (const label of ['About', 'Services', 'Fleet', 'Gallery', 'Blog', 'Contact', 'Home']) {
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(await violations()).toEqual([]);
  });
});

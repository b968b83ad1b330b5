import type { Page } from '@playwright/test';
import { contact } from '../content/contact';
import { expect, test } from './fixtures';
import { SITE } from './helpers/company';
import { expectHandoffAndClose } from './helpers/request-dialog';
import { ARTICLE_ROUTE, PRIVATE_ROUTES, PUBLIC_ROUTES, ROUTES } from './helpers/routes';
import { toast } from './helpers/toast';

const PAGE_TYPES: Record<string, string[]> = {
  '/about/': ['BreadcrumbList'],
  '/services/': ['BreadcrumbList', 'ItemList'],
  '/book/': ['BreadcrumbList'],
  '/fleet/': ['BreadcrumbList'],
  '/gallery/': ['BreadcrumbList'],
  '/blog/': ['BreadcrumbList', 'Blog'],
  '/contact/': ['BreadcrumbList'],
  '/safety/': ['BreadcrumbList'],
  '/empty-legs/': ['BreadcrumbList', 'ItemList'],
  '/air-ambulance/': ['BreadcrumbList', 'Service'],
  [ARTICLE_ROUTE]: ['BreadcrumbList', 'Article'],
  '/privacy/': ['BreadcrumbList'],
  '/terms/': ['BreadcrumbList'],
  '/accessibility/': ['BreadcrumbList'],
  '/routes/': ['BreadcrumbList'],
  '/routes/mumbai-to-goa/': ['BreadcrumbList'],
  '/private-jet-charter-cost/': ['BreadcrumbList'],
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
  for (const route of PUBLIC_ROUTES) {
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
      if (PRIVATE_ROUTES.includes(route)) await expect(robots).toHaveAttribute('content', /noindex/);
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

test.describe('every interactive flow stays within the policy', () => {
  /** Collects violations across navigations: a binding outlives the page's own window. */
  async function recordCsp(page: Page) {
    const violations: string[] = [];
    await page.exposeBinding('__cspViolation', (_source, text: string) => void violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(
          `${location.pathname} ${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    return violations;
  }

  test('sign up, log out, log in, the lightbox and every form', async ({ page }) => {
    test.slow();
    const violations = await recordCsp(page);
    const email = `csp.${Date.now()}@example.com`;
    const main = page.getByRole('main');

    await page.goto('/signup/');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Password', { exact: true }).fill('Policy-checked 1');
    await main.getByLabel('Confirm Password', { exact: true }).fill('Policy-checked 1');
    await main.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 20_000 });
    await page.goto('/login/');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Password', { exact: true }).fill('Policy-checked 1');
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 20_000 });

    await page.goto('/gallery/');
    await page
      .getByRole('button', { name: /, view photo$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto('/');
    const quick = page.getByRole('form', { name: 'Plan your flight' });
    await quick.getByLabel('From').fill('Mumbai');
    await quick.getByLabel('To').fill('Goa');
    await quick.getByLabel('Date').fill(new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10));
    await quick.getByRole('button', { name: 'Send Booking Request' }).click();
    await expectHandoffAndClose(page);

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expectHandoffAndClose(page, { whatsapp: false });

    await page.goto('/book/');
    await main.getByRole('button', { name: 'Get Instant Quote' }).click();
    await expect(toast(page, 'Hourly rate')).toBeVisible();
    await main.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(main.getByText('Please enter your departure city.')).toBeVisible();

    await page.goto('/contact/');
    await main.getByRole('textbox', { name: 'Full Name' }).fill('Policy Check');
    await main.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await main.getByRole('textbox', { name: 'Message' }).fill('A flight to Goa, please.');
    await main.getByRole('button', { name: contact.form.submitLabel }).click();
    await expectHandoffAndClose(page);

    await page.goto('/blog/');
    await main.getByRole('textbox', { name: 'Email address' }).fill(email);
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await expectHandoffAndClose(page, { whatsapp: false });

    expect(violations).toEqual([]);
  });
});

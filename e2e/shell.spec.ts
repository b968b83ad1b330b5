import { site } from '../content/site';
import { expect, test } from './fixtures';
import { company, SITE } from './helpers/company';
import { INDEXED_ROUTES, PRIVATE_ROUTES, PUBLIC_ROUTES } from './helpers/routes';
import { COMPANY_CHAT } from './helpers/whatsapp';

const NAV = ['Home', 'About', 'Services', 'Fleet', 'Gallery', 'Blog', 'Contact'];

test.describe('site shell', () => {
  test('every route has its own title and description, and the shell', async ({ page }) => {
    test.setTimeout(PUBLIC_ROUTES.length * 5_000); // every route, loaded and hydrated
    const seen = new Map<string, string>();
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(title).toContain('Vayu Jets');
      expect(description?.length).toBeGreaterThan(50);
      expect(seen.has(title), `${route} repeats the title of ${seen.get(title)}`).toBe(false);
      seen.set(title, route);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The chat button tucks away while a table of figures passes under it (the price guide opens
      // on one): at the footer, with no figures under it, every page shows it.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible();
    }
  });

  test('header links go to their routes and mark the current page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main', exact: true });
    for (const label of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Fleet', exact: true }).click();
    await expect(page).toHaveURL(/\/fleet\/$/);
    await expect(nav.getByRole('link', { name: 'Fleet', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await page.getByRole('banner').getByRole('link', { name: 'Vayu Jets' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  test('another page is fetched ahead only when the visitor reaches for its link', async ({ page }) => {
    const fleetFetches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/fleet/')) fleetFetches.push(request.url());
    });
    await page.goto('/');
    const fleet = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Fleet',
      exact: true,
    });
    await expect(fleet).toBeVisible();
    await page.waitForTimeout(1000);
    expect(fleetFetches, 'a visible link alone fetches nothing').toEqual([]);
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/fleet/'));
    await fleet.hover();
    await prefetched;
    await fleet.click();
    await expect(page).toHaveURL(/\/fleet\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The right aircraft for every mission');
  });

  test('header turns to glass after more than 50px of scroll', async ({ page }) => {
    await page.goto('/about/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/about/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Fleet' }).click();
    await expect(page).toHaveURL(/\/fleet\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('floating WhatsApp button opens a prefilled chat in a new tab @mobile', async ({ page }) => {
    await page.goto('/');
    const fab = page.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(fab).toHaveAttribute('target', '_blank');
    await expect(fab).toHaveAttribute('rel', 'noopener noreferrer');
    const href = await fab.getAttribute('href');
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe(COMPANY_CHAT);
    expect(url.searchParams.get('text')).toBe('Hello Vayu Jets, I would like to plan a private flight.');
  });
});

test.describe('footer', () => {
  test('quick links, service links, contact details and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const label of ['About Us', 'Services', 'Our Fleet', 'Gallery', 'Blog', 'Contact Us'])
      await expect(footer.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
    for (const label of [
      'Private Jet Charter',
      'Group Charter',
      'Corporate Charter',
      'Air Ambulance',
      'Luxury Experiences',
      'Helicopters',
    ])
      await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', '/services/');
    await expect(footer).toContainText(company.phone.display);
    await expect(footer).toContainText(company.email);
    await expect(footer).toContainText('Mumbai, India');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Vayu Jets`);
  });

  test('social profiles and policy pages are plain links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const socials = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    const profiles = site.socials.filter((social) => social.href);
    await expect(socials).toHaveCount(profiles.length);
    for (const social of profiles) {
      const link = footer.getByRole('link', { name: `${social.label} (opens in a new tab)`, exact: true });
      await expect(link).toHaveAttribute('href', social.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const [name, path] of [
      ['Privacy Policy', '/privacy/'],
      ['Terms of Service', '/terms/'],
      ['Accessibility', '/accessibility/'],
    ])
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    await footer.getByRole('link', { name: 'Terms of Service', exact: true }).click();
    await expect(page).toHaveURL(/\/terms\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('newsletter validates, then offers the e-mail that subscribes, thanking for nothing @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter your email address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
    await email.fill('guest@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe by e-mail' });
    await expect(dialog).toContainText('Nothing has been sent yet.');
    const mailto = await dialog.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href');
    const query = new URLSearchParams((mailto ?? '').split('?')[1]);
    expect(query.get('subject')).toBe('Subscribe');
    expect(query.get('body')).toContain('Email: guest@example.com');
    await expect(page.getByText(/Thank You|subscribed/)).toHaveCount(0);
    await page.keyboard.press('Escape');
    // Nothing was sent, so the address stays for another try.
    await expect(email).toHaveValue('guest@example.com');
  });
});

test.describe('mobile menu @mobile', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('toggles open and closed and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const label of NAV) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await close.click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Gallery', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\/$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  });
});

test.describe('not found', () => {
  test.use({ failOnConsoleErrors: false });
  test('an unknown address shows the branded 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page has flown elsewhere');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  });
});

test('sitemap lists public routes only, robots points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of INDEXED_ROUTES) expect(sitemap).toContain(`<loc>${SITE}${route}</loc>`);
  for (const route of PRIVATE_ROUTES) expect(sitemap).not.toContain(route);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('Vayu Jets');
});

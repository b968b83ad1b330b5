import { accessibility } from '../content/accessibility';
import { profile } from '../content/company-profile';
import { pages } from '../content/pages';
import { privacy } from '../content/privacy';
import { terms } from '../content/terms';
import { policyValues } from '../lib/policy-values';
import { expect, test } from './fixtures';

// The privacy notice, the charter terms and the accessibility statement: one page type.
const POLICIES = [
  { page: pages.privacy, policy: privacy },
  { page: pages.terms, policy: terms },
  { page: pages.accessibility, policy: accessibility },
];

test.describe('policy pages', () => {
  for (const { page: meta, policy } of POLICIES) {
    test(`${meta.path}: its heading, the sample note once, every section and the way to write to us`, async ({
      page,
    }) => {
      await page.goto(meta.path);
      await expect(page).toHaveTitle(`${meta.title} | Vayu Jets`);
      await expect(page.getByRole('heading', { level: 1, name: meta.heading })).toBeVisible();
      await expect(page.getByText(policy.sampleNote!, { exact: true })).toHaveCount(1);
      const main = page.getByRole('main');
      await expect(main.getByText(/sample/i)).toHaveCount(1);
      const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      await expect(contents).toHaveCount(policy.sections.length);
      for (const [index, section] of policy.sections.entries()) {
        await expect(page.getByRole('heading', { level: 2, name: `${index + 1}. ${section.heading}` })).toBeAttached();
        await expect(contents.nth(index)).toHaveAttribute('href', `#${section.id}`);
      }
      const write = policy.sections.find((section) => section.write)?.write;
      expect(write).toBeDefined();
      // The address is the company's, chosen by placeholder ({email}, {privacyEmail}).
      const email = policyValues(profile)[write!.email.slice(1, -1)];
      await expect(main.getByRole('link', { name: write!.label, exact: true })).toHaveAttribute(
        'href',
        `mailto:${email}?subject=${encodeURIComponent(write!.subject)}`,
      );
      await expect(main.getByText(email, { exact: true })).toBeVisible();
    });
  }

  test('a contents link jumps to its section; the schedules read as tables, and as cards on a phone @mobile', async ({
    page,
  }) => {
    await page.goto('/terms/');
    const cancellation = terms.sections.find((section) => section.id === 'cancellation')!;
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: new RegExp(cancellation.heading) })
      .click();
    await expect(page).toHaveURL(/\/terms\/#cancellation$/);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(cancellation.heading) })).toBeInViewport();
    const { caption, columns, rows } = cancellation.table!;
    if (page.viewportSize()!.width >= 768) {
      const table = page.getByRole('table', { name: caption });
      await expect(table.getByRole('columnheader')).toHaveText(columns);
      for (const [notice, charge] of rows)
        await expect(table.getByRole('row', { name: `${notice} ${charge}` })).toBeVisible();
      return;
    }
    // On a phone each row is a card naming its columns: nothing scrolls sideways.
    await expect(page.getByRole('table', { name: caption })).toBeHidden();
    const cards = page.getByRole('region', { name: caption }).getByRole('listitem');
    await expect(cards).toHaveCount(rows.length);
    for (const [index, [notice, charge]] of rows.entries()) {
      await expect(cards.nth(index)).toContainText(notice);
      await expect(cards.nth(index).getByRole('definition')).toHaveText(charge);
      await expect(cards.nth(index).getByRole('term')).toHaveText(columns[1]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });
});

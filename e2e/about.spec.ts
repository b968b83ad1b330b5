import { about as rawAbout } from '../content/about';
import { expect, test } from './fixtures';
import { layoutOf } from './helpers/cards';
import { withCompanyFigures } from './helpers/company-figures';

const about = withCompanyFigures(rawAbout, 'content/data/about.json');

const VALUES = ['Excellence', 'Customer First', 'Global Reach', 'Innovation'];

const LAYOUT = 'main section, main article, main h2, main h3';

test.describe('/about', () => {
  test('story, achievement stats, four values and a team of four @mobile', async ({ page }) => {
    await page.goto('/about/');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const story = main.getByRole('region', { name: about.story.heading });
    await expect(story.getByText(about.story.paragraphs[0])).toBeVisible();

    const achievements = main.getByRole('region', { name: about.achievements.heading });
    for (const [value, label] of [
      ['500+', 'Flights flown'],
      ['50+', 'Aircraft on call with partners'],
      ['25+', 'Countries reached'],
      ['98%', 'Client satisfaction'],
    ]) {
      await expect(achievements.getByRole('definition').filter({ hasText: value })).toBeVisible();
      await expect(achievements.getByRole('term').filter({ hasText: label })).toBeVisible();
    }

    const values = main.getByRole('region', { name: about.values.heading });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(VALUES);

    const team = main.getByRole('region', { name: about.team.heading });
    await expect(team.getByRole('article')).toHaveCount(4);
    for (const member of about.team.members) {
      const card = team.getByRole('article', { name: member.name });
      await expect(card.getByText(member.role, { exact: true })).toBeVisible();
      await expect(card.getByText(member.experience, { exact: true })).toBeVisible();
      await expect(card.getByRole('img', { name: member.photo.alt })).toBeAttached();
    }
  });
});

test.describe('/about when photos fail', () => {
  test.use({ failOnConsoleErrors: false });

  test('headshots fall back to a description in place and nothing moves @mobile', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('region', { name: about.team.heading }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const loaded = await layoutOf(page, LAYOUT);

    await page.unroute('https://images.unsplash.com/**');
    await page.route('https://images.unsplash.com/**', (route) => route.abort());
    await page.reload();
    const story = page.getByRole('region', { name: about.story.heading });
    await story.scrollIntoViewIfNeeded();
    await expect(story.getByRole('img', { name: about.story.photo.alt })).toBeVisible();
    await expect(story.getByText(about.story.photo.alt)).toBeVisible();
    for (const member of about.team.members) {
      const card = page.getByRole('article', { name: member.name });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText(member.photo.alt)).toBeVisible();
    }
    expect(await layoutOf(page, LAYOUT)).toEqual(loaded);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { company } from '../content/company';
import { profile } from '../content/company-profile';
import { site } from '../content/site';
import { expect, test } from './fixtures';

// The default build is a demo and says so; and every page, hand-off and feed of the export
// writes to, calls and messages only the company profile's addresses.

const OUT = path.join(process.cwd(), 'out');

/** Every page, feed and text file of the export, read from the disk; not the editor's bundle at /admin/. */
function exportedFiles(dir = OUT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['_next', 'admin'].includes(entry.name) ? [] : exportedFiles(file);
    return /\.(html|xml|txt|webmanifest)$/.test(entry.name) ? [file] : [];
  });
}

const decoded = (text: string) => text.replaceAll('&amp;', '&').replaceAll('\\u0026', '&');
const found = (pattern: RegExp) =>
  new Set(
    exportedFiles().flatMap((file) => [...decoded(readFileSync(file, 'utf8')).matchAll(pattern)].map((m) => m[1])),
  );

test('the default build says in the footer that it is a demo with sample company details', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(site.demoNotice);
});

test('every mailto:, tel: and wa.me address in the export is the profile’s', () => {
  expect([...found(/mailto:([^?"'\s<\\]+)/g)].map(decodeURIComponent).sort()).toEqual(
    [company.email, profile.privacyEmail].sort(),
  );
  expect([...found(/tel:([^"'\s<\\]+)/g)]).toEqual([company.phone.e164]);
  // wa.me/?text= (an invitation the visitor sends to anyone) has no number.
  expect([...found(/wa\.me\/(\d+)/g)]).toEqual([company.whatsapp]);
  // Beside them only a field's format hint, on the domain reserved for examples (you@example.com).
  const emails = [...found(/([\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)].filter(
    (email) => !email.endsWith('@example.com'),
  );
  expect(emails.sort()).toEqual([company.email, profile.privacyEmail, profile.medicalEmail].sort());
});

test('pages, the sitemap, robots.txt and the feed link to the profile’s domain and nowhere else on it', () => {
  const hosts = found(/https?:\/\/([a-z0-9.-]*vayujets[a-z0-9.-]*)/gi);
  expect([...hosts]).toEqual([new URL(site.url).hostname]);
  expect(new URL(site.url).hostname).toBe(profile.domain);
});

import type { Locator } from '@playwright/test';
import { contact } from '../content/contact';
import { requestStatus } from '../content/request-status';
import { site } from '../content/site';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { company } from './helpers/company';
import { expectHandoffAndClose, requestDialog } from './helpers/request-dialog';
import { shown } from './helpers/select';
import { NOT_IMPLEMENTED, toast } from './helpers/toast';

const expectWhatsApp = async (href: string | null, text: string) => {
  const url = new URL(href!);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp}`);
  expect(url.searchParams.get('text')).toBe(text);
};

/** A directions link: the office's address in a maps service, in a new tab without an opener. */
const expectDirections = async (link: Locator) => {
  const url = new URL((await link.getAttribute('href'))!);
  expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
  expect(url.searchParams.get('destination')).toBe(contact.location.directions.destination);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
};

test.describe('contact', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact/');
  });

  test('the four tiles: tel:, mailto:, wa.me and the office’s directions in a new tab @mobile', async ({ page }) => {
    const tiles = page.getByRole('region', { name: 'Ways to reach us' });
    await expect(tiles.getByRole('listitem')).toHaveCount(4);
    await expect(tiles).toContainText(site.phone.display);
    await expect(tiles).toContainText(site.email);
    await expect(tiles.getByRole('link', { name: contact.tiles.phone.action })).toHaveAttribute(
      'href',
      `tel:${company.phone.e164}`,
    );
    await expect(tiles.getByRole('link', { name: contact.tiles.email.action })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    const whatsapp = tiles.getByRole('link', { name: contact.tiles.whatsapp.action });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expectWhatsApp(await whatsapp.getAttribute('href'), site.whatsappGreeting);
    const office = tiles.getByRole('listitem').filter({ hasText: contact.tiles.office.title });
    for (const line of contact.location.address) await expect(office).toContainText(line);
    await expect(office).toContainText(contact.location.hours[0].value);
    await expectDirections(office.getByRole('link', { name: `${contact.tiles.office.action} (opens in a new tab)` }));
    await expect(tiles.getByRole('button')).toHaveCount(0);
  });

  test('availability, quick actions and the Mumbai location panel @mobile', async ({ page }) => {
    const availability = page.getByRole('region', { name: contact.availability.title });
    await expect(availability).toContainText('24/7, every day');
    await expect(availability).toContainText(/emergency flights\s*Always/i);
    const actions = page.getByRole('region', { name: contact.quickActions.title });
    const chat = actions.getByRole('link', { name: contact.quickActions.whatsapp.label });
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await expectWhatsApp(await chat.getAttribute('href'), contact.quickActions.whatsapp.text);
    await expect(actions.getByRole('link', { name: contact.quickActions.call.label })).toHaveAttribute(
      'href',
      `tel:${company.phone.e164}`,
    );
    await expect(actions.getByRole('link', { name: contact.quickActions.email.label })).toHaveAttribute(
      'href',
      `mailto:${company.email}?subject=${encodeURIComponent(contact.quickActions.email.subject)}`,
    );
    const location = page.getByRole('region', { name: contact.location.title });
    for (const line of contact.location.address) await expect(location).toContainText(line);
    for (const row of contact.location.hours) await expect(location).toContainText(`${row.label}:${row.value}`);
    await expectDirections(
      location.getByRole('link', { name: `${contact.location.directions.label} (opens in a new tab)` }),
    );
    await expect(location.getByRole('img', { name: contact.location.photo.alt })).toBeVisible();
    await expect(location.locator('iframe')).toHaveCount(0);
  });

  test('an empty submit shows every required error and focuses Full Name @mobile', async ({ page }) => {
    const form = page.getByRole('region', { name: contact.form.title });
    await form.getByRole('button', { name: contact.form.submitLabel }).click();
    const name = form.getByRole('textbox', { name: 'Full Name' });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your full name.');
    await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await expect(form.getByText('Please write your message.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, NOT_IMPLEMENTED)).toHaveCount(0);
  });

  test('sent without a connection, the confirmation says the device is offline and nothing went', async ({
    page,
    context,
  }) => {
    const form = page.getByRole('region', { name: contact.form.title });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('A flight to Goa on Friday for four.');
    await context.setOffline(true);
    await form.getByRole('button', { name: contact.form.submitLabel }).click();
    const dialog = requestDialog(page);
    await expect(dialog.getByRole('status').filter({ hasText: requestStatus.offline.handoff })).toBeVisible();
    await expect(dialog).toContainText('Nothing has been sent yet.');
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await expect(dialog.getByText(requestStatus.offline.handoff)).toBeHidden();
  });

  test('a bad phone and a 10,000-character message get clear errors', async ({ page }) => {
    const form = page.getByRole('region', { name: contact.form.title });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
    await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('call me');
    const message = form.getByRole('textbox', { name: 'Message' });
    await message.fill('a'.repeat(10_000));
    await expect(form.getByText('10,000 / 2,000 characters')).toBeVisible();
    await form.getByRole('button', { name: contact.form.submitLabel }).click();
    await expect(form.getByText('Please enter a valid phone number, like +91 98200 07777.')).toBeVisible();
    await expect(form.getByText('Please keep your message within 2,000 characters.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Phone (optional)' })).toBeFocused();
    await expect(toast(page, NOT_IMPLEMENTED)).toHaveCount(0);
  });

  test('a valid message with a subject gives the not-implemented toast @mobile', async ({ page }) => {
    const form = page.getByRole('region', { name: contact.form.title });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Priya Shah');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
    await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('+91 98200 07777');
    const subject = form.getByRole('combobox', { name: 'Subject (optional)' });
    await expect(subject.getByRole('option')).toHaveText(['Choose a subject', ...contact.subjects.map((s) => s.label)]);
    await subject.selectOption({ label: contact.subjects[1].label });
    await expect(shown(subject)).toHaveText(contact.subjects[1].label);
    await form.getByRole('textbox', { name: 'Message' }).fill('Mumbai to Goa on Friday for four, back on Sunday.');
    await form.getByRole('button', { name: contact.form.submitLabel }).click();
    await expectHandoffAndClose(page);
  });

  test('keyboard only: the subject select works without a mouse', async ({ page }) => {
    const subject = page.getByRole('combobox', { name: 'Subject (optional)' });
    await subject.focus();
    await expect(shown(subject)).toHaveText('Choose a subject');
    await page.keyboard.press('ArrowDown');
    await expect(shown(subject)).toHaveText(contact.subjects[0].label);
    await expect(subject).toBeFocused();
  });
});

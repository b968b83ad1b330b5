import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const naughty: string[] = JSON.parse(
  readFileSync(path.join(process.cwd(), 'node_modules/big-list-of-naughty-strings/blns.json'), 'utf8'),
);

/** Sets `window.__pwned` if any markup in it ever runs. */
export const PWN = '<img src=x onerror="window.__pwned=1">';
export const LONG_MESSAGE = 'Hostile input, calmly handled. '.repeat(323).slice(0, 10_000);
export const LONE_SURROGATE = 'Pune \uD800 Goa';

/** Markup, odd Unicode and URL-breaking characters, typed key by key. */
export const NAMED_ATTACKS = [
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  PWN,
  '{{7*7}} ${7*7}',
  'abc\u202Edef\u202C rtl',
  'zero\u200Bwidth\u200Cjoin\uFEFF',
  'Wheels up ✈️🥂 👨‍👩‍👧‍👦 🇮🇳',
  '& # ? + % = %20',
];

/** The named attacks, then an even sample of the Big List of Naughty Strings. */
export const SAMPLES = [
  ...NAMED_ATTACKS,
  ...naughty.filter((text) => text.trim() !== '' && text.length <= 100).filter((_, i) => i % 80 === 7),
];

/** Records every dialog (alert, confirm, prompt) and dismisses it; expect the list to stay empty. */
export function watchDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** No dialog, no script ran, no injected element, and the page still answers within a frame or two. */
export async function expectUnharmed(page: Page, dialogs: string[]) {
  expect(dialogs, 'no dialog opened').toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), 'no injected script ran').toBe(
    undefined,
  );
  await expect(page.locator('img[src="x"], [onerror], [onload]')).toHaveCount(0);
  const started = Date.now();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
  expect(Date.now() - started, 'the page stays responsive').toBeLessThan(2_000);
}

/**
 * Puts text in a field: the named attacks are typed key by key, the rest pasted (fill). A lone
 * surrogate goes in through insertText, as an IME would deliver it.
 */
export async function enter(field: Locator, text: string) {
  if (!text.isWellFormed()) {
    await field.fill('');
    await field.focus();
    await field.page().keyboard.insertText(text);
  } else if (NAMED_ATTACKS.includes(text)) {
    await field.fill('');
    await field.pressSequentially(text);
  } else {
    await field.fill(text);
  }
}

export type FieldKind = 'text' | 'email' | 'multiline';

/** The value a field must show after `enter(text)`: the text itself, bar the HTML value rules. */
export function expectedValue(text: string, kind: FieldKind = 'text') {
  const wellFormed = text.toWellFormed();
  if (kind === 'multiline') return wellFormed.replace(/\r\n?/g, '\n');
  const oneLine = wellFormed.replace(/[\r\n]/g, '');
  // An e-mail input also strips leading and trailing ASCII whitespace from its value.
  return kind === 'email' ? oneLine.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '') : oneLine;
}

/** Enters `text` and expects the field to hold it literally. */
export async function enterLiterally(field: Locator, text: string, kind: FieldKind = 'text') {
  await enter(field, text);
  expect((await field.inputValue()).toWellFormed()).toBe(expectedValue(text, kind));
}

import { expect, type Locator } from '@playwright/test';

export type Suggestion = { value: string; label: string };

/** What a field's own suggestion list (its <datalist>) offers, in order. */
export const suggestions = (field: Locator): Promise<Suggestion[]> =>
  field.evaluate((input: HTMLInputElement) =>
    [...(input.list?.options ?? [])].map(({ value, label }) => ({ value, label })),
  );

/**
 * Types `text`, waits until the browser's list offers a match for it, and takes the first one, as
 * a visitor picking from the list does (a headless browser draws no list to click).
 */
export async function chooseSuggestion(field: Locator, text: string): Promise<string> {
  await field.fill(text);
  const matches = ({ value, label }: Suggestion) => `${value} ${label}`.toLowerCase().includes(text.toLowerCase());
  await expect.poll(async () => (await suggestions(field)).some(matches)).toBe(true);
  const [first] = (await suggestions(field)).filter(matches);
  await field.fill(first.value);
  return first.value;
}

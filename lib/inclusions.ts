import type { Inclusions } from '@/lib/schemas/content/inclusions';

const list = (items: readonly { text: string }[]) =>
  new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items.map((item) => inSentence(item.text)));

export const inSentence = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

export function inclusionValues(inclusions: Inclusions): Record<string, string> {
  return { hourly: list(inclusions.hourly), itemised: list(inclusions.itemised), excluded: list(inclusions.excluded) };
}

export const inclusionFact = (state: keyof Inclusions, id: string) => ({ 'data-inclusion': state, 'data-item': id });

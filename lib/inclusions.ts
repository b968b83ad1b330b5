import type { Inclusions } from '@/lib/schemas/content/inclusions';

const list = (items: readonly { text: string }[]) =>
  new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items.map((item) => inSentence(item.text)));

/** An item as it reads inside a sentence: "The aircraft" → "the aircraft", "GST" stays. */
export const inSentence = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

/** {hourly}, {itemised} and {excluded}: every sentence about what a price covers names them so. */
export function inclusionValues(inclusions: Inclusions): Record<string, string> {
  return { hourly: list(inclusions.hourly), itemised: list(inclusions.itemised), excluded: list(inclusions.excluded) };
}

/** Marks a listed item for the facts audit, which checks it is in the one list, and said one way. */
export const inclusionFact = (state: keyof Inclusions, id: string) => ({ 'data-inclusion': state, 'data-item': id });

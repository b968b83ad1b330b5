import { fillMessage } from '@/lib/fill-message';

/** Sentences about places we do not know, one for a single place and one for several. */
export type UnknownPlacesWords = { one: string; many: string };

/** “A”, “A” and “B”, “A”, “B” and “C”: the places as typed, quoted. */
export function quotedPlaces(places: readonly string[]): string {
  const quoted = places.map((place) => `“${place}”`);
  return quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/** The sentence for these places, in the singular or the plural as they need; empty for none. */
export function unknownPlacesText(places: readonly string[], words: UnknownPlacesWords): string {
  if (places.length === 0) return '';
  return fillMessage(places.length === 1 ? words.one : words.many, { places: quotedPlaces(places) });
}

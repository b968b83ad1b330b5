import { fillMessage } from '@/lib/fill-message';

export type UnknownPlacesWords = { one: string; many: string };

export function quotedPlaces(places: readonly string[]): string {
  const quoted = places.map((place) => `“${place}”`);
  return quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

export function unknownPlacesText(places: readonly string[], words: UnknownPlacesWords): string {
  if (places.length === 0) return '';
  return fillMessage(places.length === 1 ? words.one : words.many, { places: quotedPlaces(places) });
}

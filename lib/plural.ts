// Standalone (no import): the browser modules that count things do not carry the money formatters.
let rules: Intl.PluralRules | undefined;

/**
 * The word alone, in the form English takes for that count: "flies" for one aircraft, "fly" for
 * two. For a verb that agrees with a list, and inside plural().
 */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  // Created on first use: ICU set-up at module load would land in hydration as blocking time.
  rules ??= new Intl.PluralRules('en-IN');
  return rules.select(count) === 'one' ? one : other;
}

/**
 * A count and its noun, in the form English takes for that count: "1 saved trip", "2 saved trips",
 * "0 nights". Every sentence where a number meets a noun goes through here.
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${pluralWord(count, one, other)}`;
}

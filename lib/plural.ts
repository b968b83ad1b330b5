import { groupIndian, once } from '@/lib/format';

// Its own module: a page that formats money but counts nothing does not carry the plural rules.
const pluralRules = once(() => new Intl.PluralRules('en-IN'));

/**
 * A count and its noun, in the form English takes for that count: "1 saved trip", "2 saved trips",
 * "0 nights". Every sentence where a number meets a noun goes through here.
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  const number = Number.isInteger(count) ? groupIndian(count) : String(count);
  return `${number} ${pluralRules().select(count) === 'one' ? one : other}`;
}

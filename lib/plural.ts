let rules: Intl.PluralRules | undefined;

export function pluralWord(count: number, one: string, other = `${one}s`): string {
  rules ??= new Intl.PluralRules('en-IN');
  return rules.select(count) === 'one' ? one : other;
}

export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${pluralWord(count, one, other)}`;
}

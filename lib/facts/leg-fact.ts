// Marks where a page states a leg's time or price, so the facts audit over the export
// (__tests__/support/facts-audit.ts) can find the same leg and flyer on every page and compare them.
export type LegFact = { 'data-leg': string; 'data-by': string };

export type RefusedFact = { 'data-leg': string; 'data-refused': string };

type By = { jetType: string; aircraft?: string | { slug: string } };

export function legFact(from: string, to: string, { jetType, aircraft }: By): LegFact {
  const slug = typeof aircraft === 'string' ? aircraft : aircraft?.slug;
  return { 'data-leg': `${from}-${to}`, 'data-by': slug ? `${jetType}/${slug}` : jetType };
}

/** Marks where a page says categories do not fly a leg non-stop (space-separated), for the same audit. */
export function refusedFact(from: string, to: string, jetTypes: readonly string[]): RefusedFact {
  return { 'data-leg': `${from}-${to}`, 'data-refused': jetTypes.join(' ') };
}

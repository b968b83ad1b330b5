// Marks where a page states a leg's time or price, so the facts audit over the export
// (scripts/check-facts.mjs) can find the same leg and flyer on every page and compare them.
export type LegFact = { 'data-leg': string; 'data-by': string };

type By = { jetType: string; aircraft?: string | { slug: string } };

export function legFact(from: string, to: string, { jetType, aircraft }: By): LegFact {
  const slug = typeof aircraft === 'string' ? aircraft : aircraft?.slug;
  return { 'data-leg': `${from}-${to}`, 'data-by': slug ? `${jetType}/${slug}` : jetType };
}

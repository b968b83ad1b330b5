export type LegFact = { 'data-leg': string; 'data-by': string };

export type RefusedFact = { 'data-leg': string; 'data-refused': string };

type By = { jetType: string; aircraft?: string | { slug: string } };

export function legFact(from: string, to: string, { jetType, aircraft }: By): LegFact {
  const slug = typeof aircraft === 'string' ? aircraft : aircraft?.slug;
  return { 'data-leg': `${from}-${to}`, 'data-by': slug ? `${jetType}/${slug}` : jetType };
}

export function refusedFact(from: string, to: string, jetTypes: readonly string[]): RefusedFact {
  return { 'data-leg': `${from}-${to}`, 'data-refused': jetTypes.join(' ') };
}

type Figure = { value: string; noun: string };

/** A company figure as a sentence writes it: the value, then its noun ("500+ flights"). */
export const companyPhrase = ({ value, noun }: Figure) => (noun ? `${value} ${noun}` : value);

/**
 * {flights}, {aircraft}, {countries} … from content/data/stats.json, and {fleet}, the aircraft listed in
 * content/fleet.ts counted ("8 aircraft of our own"): copy names a company figure only so.
 */
export function companyValues(
  stats: { figures: Record<string, Figure> },
  fleet: readonly { aircraft: readonly unknown[] }[],
): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(stats.figures).map(([key, figure]) => [key, companyPhrase(figure)]),
  );
  values.fleet = `${fleet.reduce((count, category) => count + category.aircraft.length, 0)} aircraft of our own`;
  return values;
}

type Figure = { value: string; noun: string };

export const companyPhrase = ({ value, noun }: Figure) => (noun ? `${value} ${noun}` : value);

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

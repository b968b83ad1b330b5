import type { Airport } from '@/lib/schemas/content/airports';

export function airportLabel(airport: Airport): string {
  return `${airport.city} (${airport.iata})`;
}

export function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function findAirport(text: string, airports: readonly Airport[]): Airport | undefined {
  const query = normalizePlace(text);
  if (!query) return undefined;
  const exact = airports.find(
    (airport) =>
      normalizePlace(airportLabel(airport)) === query ||
      airport.iata.toLowerCase() === query ||
      airport.icao.toLowerCase() === query ||
      normalizePlace(airport.name) === query,
  );
  if (exact) return exact;
  // A bare city name means its first listed airport ("Goa" → Dabolim).
  return airports.find((airport) => normalizePlace(airport.city.replace(/\s*\(.*\)$/, '')) === query);
}

function rank(airport: Airport, query: string): number {
  const code = query.toUpperCase();
  if (airport.iata === code) return 0;
  if (airport.icao === code) return 1;
  const city = normalizePlace(airport.city);
  const name = normalizePlace(airport.name);
  const label = normalizePlace(airportLabel(airport));
  if (city.startsWith(query) || label.startsWith(query)) return 2;
  if (name.startsWith(query) || name.includes(` ${query}`) || city.includes(` ${query}`)) return 3;
  if (city.includes(query) || name.includes(query) || normalizePlace(airport.country).startsWith(query)) return 4;
  return -1;
}

export function searchAirports(text: string, airports: readonly Airport[], limit = 8): Airport[] {
  const query = normalizePlace(text);
  if (!query) return airports.slice(0, limit);
  return airports
    .map((airport, index) => ({ airport, index, score: rank(airport, query) }))
    .filter((match) => match.score >= 0)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((match) => match.airport);
}

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

export const placeKey = (text: string): string =>
  normalizePlace(
    text
      .replace(/[.,\-\u2010-\u2015_]+/g, ' ')
      .replace(/\s*\(\s*/g, ' (')
      .replace(/\s*\)/g, ')'),
  );

const bareCity = (airport: Airport) => airport.city.replace(/\s*\(.*\)$/, '');
const cityPart = (airport: Airport) => airport.city.match(/\((.*)\)$/)?.[1];

export function ownNames(airport: Airport): string[] {
  return keysOf(airport).own;
}

type Keys = {
  own: string[];
  shared: string;
  city: string;
  name: string;
  label: string;
  aliases: string[];
  country: string;
};

const keys = new WeakMap<Airport, Keys>();

function keysOf(airport: Airport): Keys {
  let found = keys.get(airport);
  if (!found) {
    found = {
      own: namesToKeys(airport),
      shared: placeKey(bareCity(airport)),
      city: placeKey(airport.city),
      name: placeKey(airport.name),
      label: placeKey(airportLabel(airport)),
      aliases: (airport.aliases ?? []).map(placeKey),
      country: placeKey(airport.country),
    };
    keys.set(airport, found);
  }
  return found;
}

function namesToKeys(airport: Airport): string[] {
  const names = [
    airport.iata,
    airport.icao,
    airportLabel(airport),
    cityPart(airport) ? airport.city : undefined,
    cityPart(airport),
    airport.name,
    ...(airport.aliases ?? []),
  ];
  return [...new Set(names.filter((name): name is string => Boolean(name)).map(placeKey))];
}

export const sharedName = (airport: Airport) => keysOf(airport).shared;

const namesOf = (airport: Airport) => [...ownNames(airport), sharedName(airport)];

export function findAirport(text: string, airports: readonly Airport[]): Airport | undefined {
  const query = placeKey(text);
  if (!query) return undefined;
  const exact = airports.find((airport) => ownNames(airport).includes(query));
  if (exact) return exact;
  const labelled = query.match(/^(.*) \(([a-z]{3})\)$/);
  if (labelled) {
    const [, name, code] = labelled;
    const coded = airports.find((airport) => airport.iata.toLowerCase() === code);
    if (coded && namesOf(coded).includes(name)) return coded;
  }
  return airports.find((airport) => sharedName(airport) === query);
}

function rank(airport: Airport, query: string): number {
  const code = query.toUpperCase();
  if (airport.iata === code) return 0;
  if (airport.icao === code) return 1;
  const { city, name, label, aliases, country } = keysOf(airport);
  if (city.startsWith(query) || label.startsWith(query) || aliases.some((alias) => alias.startsWith(query))) return 2;
  if (name.startsWith(query) || name.includes(` ${query}`) || city.includes(` ${query}`)) return 3;
  if (
    city.includes(query) ||
    name.includes(query) ||
    aliases.some((alias) => alias.includes(query)) ||
    country.startsWith(query)
  )
    return 4;
  return -1;
}

export function searchAirports(text: string, airports: readonly Airport[], limit = 8): Airport[] {
  const query = placeKey(text);
  if (!query) return airports.slice(0, limit);
  const found = findAirport(text, airports);
  return airports
    .map((airport, index) => ({ airport, index, score: airport === found ? -1 : rank(airport, query) }))
    .filter((match) => match.airport === found || match.score >= 0)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((match) => match.airport);
}

export function airportDescription(airport: Airport): string {
  const aliases = airport.aliases?.length ? ` · ${airport.aliases.join(', ')}` : '';
  return `${airport.name}, ${airport.country}${aliases}`;
}

import { findAirport } from '@/lib/estimate/airports';
import { oneLine, TO_BE_CONFIRMED } from '@/lib/requests/line';
import type { Airport } from '@/lib/schemas/content/airports';

// A place as typed can be long; a route names it, it does not quote it.
const PLACE_MAX = 60;

function placeName(text: string, airports: readonly Airport[]): string {
  const typed = oneLine(text);
  const name = findAirport(typed, airports)?.city ?? typed;
  if (!name) return TO_BE_CONFIRMED;
  return name.length > PLACE_MAX ? `${name.slice(0, PLACE_MAX - 1)}…` : name;
}

export function routeLine(legs: readonly { departure: string; arrival: string }[], airports: readonly Airport[]) {
  const runs: string[][] = [];
  for (const leg of legs) {
    const from = placeName(leg.departure, airports);
    const to = placeName(leg.arrival, airports);
    const run = runs.at(-1);
    if (run && run.at(-1) === from) run.push(to);
    else runs.push([from, to]);
  }
  return runs.map((run) => run.join(' → ')).join(', ');
}

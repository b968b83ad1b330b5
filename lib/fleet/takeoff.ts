import type { Aircraft, Takeoff } from '@/lib/schemas/content/fleet';

// What an aircraft takes off from, worded once for its specifications, Compare, the price guide and
// copy ({runway}).

const number = new Intl.NumberFormat('en-IN');
const METRES_PER_FOOT = 0.3048;

/** "969 m (3,180 ft)": the metres as published, the feet to the nearest ten, as pilots round them. */
export function formatRunway(lengthM: number): string {
  const feet = Math.round(lengthM / METRES_PER_FOOT / 10) * 10;
  return `${number.format(lengthM)} m (${number.format(feet)} ft)`;
}

export function formatTakeoff(takeoff: Takeoff): string {
  return takeoff.kind === 'runway' ? formatRunway(takeoff.lengthM) : 'None: lands on a helipad';
}

/** A category needs the runway its longest-needing aircraft needs, so either can fly its trips;
 * a helipad when none of them needs a runway. */
export function categoryTakeoff(aircraft: readonly Pick<Aircraft, 'takeoff'>[]): Takeoff {
  const runways = aircraft.flatMap((plane) => (plane.takeoff.kind === 'runway' ? [plane.takeoff.lengthM] : []));
  return runways.length ? { kind: 'runway', lengthM: Math.max(...runways) } : { kind: 'helipad' };
}

/** Fills {runway} in copy about one aircraft with its own runway length. */
export function withRunway(text: string, plane: Pick<Aircraft, 'name' | 'takeoff'>): string {
  if (!text.includes('{runway}')) return text;
  if (plane.takeoff.kind !== 'runway')
    throw new Error(`content/data/fleet.json: {runway} in copy about the ${plane.name}, which lands on a helipad`);
  return text.replaceAll('{runway}', formatRunway(plane.takeoff.lengthM));
}

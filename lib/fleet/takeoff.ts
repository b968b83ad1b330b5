import type { Aircraft, Takeoff } from '@/lib/schemas/content/fleet';

const number = new Intl.NumberFormat('en-IN');
const METRES_PER_FOOT = 0.3048;

export function formatRunway(lengthM: number): string {
  const feet = Math.round(lengthM / METRES_PER_FOOT / 10) * 10;
  return `${number.format(lengthM)} m (${number.format(feet)} ft)`;
}

export function formatTakeoff(takeoff: Takeoff): string {
  return takeoff.kind === 'runway' ? formatRunway(takeoff.lengthM) : 'None: lands on a helipad';
}

export function categoryTakeoff(aircraft: readonly Pick<Aircraft, 'takeoff'>[]): Takeoff {
  const runways = aircraft.flatMap((plane) => (plane.takeoff.kind === 'runway' ? [plane.takeoff.lengthM] : []));
  return runways.length ? { kind: 'runway', lengthM: Math.max(...runways) } : { kind: 'helipad' };
}

export function withRunway(text: string, plane: Pick<Aircraft, 'name' | 'takeoff'>): string {
  if (!text.includes('{runway}')) return text;
  if (plane.takeoff.kind !== 'runway')
    throw new Error(`content/data/fleet.json: {runway} in copy about the ${plane.name}, which lands on a helipad`);
  return text.replaceAll('{runway}', formatRunway(plane.takeoff.lengthM));
}

import { fillMessage } from '@/lib/fill-message';
import type { Aircraft, FleetCategory } from '@/lib/schemas/content/fleet';
import { aircraftSlug } from './slug';

export type AircraftEntry = { slug: string; aircraft: Aircraft; category: FleetCategory };
type Fleet = { categories: readonly FleetCategory[] };

export function aircraftEntries(fleet: Fleet): AircraftEntry[] {
  return fleet.categories.flatMap((category) =>
    category.aircraft.map((aircraft) => ({ slug: aircraftSlug(aircraft.name), aircraft, category })),
  );
}

export function aircraftEntry(fleet: Fleet, slug: string): AircraftEntry | undefined {
  return aircraftEntries(fleet).find((entry) => entry.slug === slug);
}

export function aircraftChoices(fleet: Fleet) {
  return aircraftEntries(fleet).map(({ slug, aircraft, category }) => ({
    slug,
    name: aircraft.name,
    jetType: category.jetType,
  }));
}

export function withAircraftName(template: string, aircraft: Pick<Aircraft, 'name'>): string {
  return fillMessage(template, { name: aircraft.name });
}

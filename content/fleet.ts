import fleetFile from '@/content/data/fleet.json';
import type { FleetContent, FleetFile } from '@/lib/schemas/content/fleet';

// The aircraft and their figures are data, edited at /admin/: content/data/fleet.json, checked by
// fleetFileSchema. Seats are a typical executive layout; range, cruise speed, cabin height and
// baggage are the manufacturers' published figures. A jet's takeoff is its take-off field length at
// maximum weight, sea level and standard day, in metres; a helicopter's is a helipad. A category's
// seats, range and cruise are worked out from these (content/pricing.ts), and its runway is its
// longest aircraft's (lib/fleet/takeoff.ts). A flight time in copy is a placeholder such as
// {time_BOM_PNQ}, timed for the aircraft by the estimator, and a runway length is {runway}, filled
// from the aircraft's takeoff. The Bell 429 is listed at 370 nm, its range with the cabin full,
// rather than Bell's 411 nm ferry figure.
export const fleet = {
  categories: (fleetFile as FleetFile).categories,
  statsBand: {
    heading: 'Fleet at a glance',
    stats: ['aircraft', 'availability', 'support', 'safety'],
  },
} satisfies FleetContent;

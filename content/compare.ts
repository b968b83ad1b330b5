import type { CompareContent } from '@/lib/schemas/content/compare';

// The "Compare aircraft" table on /fleet. Destinations are IATA codes from content/airports.ts;
// an aircraft flies a route non-stop when the great-circle distance is within its published range
// less the reserve in content/capabilities.ts (kept for winds, routing and an alternate airport);
// we plan no fuel stops.
export const compare = {
  from: { label: 'Mumbai', iata: 'BOM' },
  destinations: [
    { label: 'Dubai', iata: 'DXB' },
    { label: 'Singapore', iata: 'SIN' },
    { label: 'London', iata: 'LHR' },
    { label: 'New York', iata: 'TEB' },
  ],
  intro: 'Tick Compare on two or three aircraft to see them side by side.',
  oneChosen: '{names} chosen. Tick one or two more to compare.',
  comparing: 'Comparing {names}.',
  reserveNote:
    'Non-stop means the great-circle distance from Mumbai is within the aircraft’s published range less a {reserve}% reserve for winds, routing and an alternate airport. We plan no fuel stops, so “No” means the aircraft does not fly that route.',
} satisfies CompareContent;

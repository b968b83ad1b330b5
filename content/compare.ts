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
  // Priced by /book's estimator for one passenger: the category's price where the category flies it
  // non-stop, else this aircraft's own, else no price.
  sampleTrip: { label: 'Goa', iata: 'GOI' },
  rateRow: 'Rate per flight hour',
  tripRow: '{from} to {to}, one way: estimated total',
  tripTooFar: 'Not non-stop: no price',
  priceNote:
    'Prices come from the same rate card and estimator as the booking page: {from} to {to} one way for one passenger, with positioning from our Mumbai base, landing charges and GST. Each aircraft shows its category’s price, as the booking page and the price guide give it, or its own where only it flies the trip non-stop.',
  intro: 'Tick Compare on two or three aircraft to see them side by side.',
  oneChosen: '{names} chosen. Tick one or two more to compare.',
  comparing: 'Comparing {names}.',
  reserveNote:
    'Non-stop means the great-circle distance from Mumbai is within the aircraft’s published range less a {reserve}% reserve for winds, routing and an alternate airport. We plan no fuel stops, so “No” means the aircraft does not fly that route.',
} satisfies CompareContent;

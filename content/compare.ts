import data from '@/content/data/compare.json';
import type { CompareContent } from '@/lib/schemas/content/compare';

// The "Compare aircraft" table on /fleet, in content/data/compare.json (edited at /admin/,
// "Planning pages"). Destinations are IATA codes from content/airports.ts; an aircraft flies a
// route non-stop when the great-circle distance is within its published range less the reserve in
// content/capabilities.ts (kept for winds, routing and an alternate airport); we plan no fuel stops.
// The sample trip is priced by /book's estimator for one passenger: the category's price where the
// category flies it non-stop, else this aircraft's own, else no price.
export const compare = data as CompareContent;

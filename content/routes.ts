import data from '@/content/data/routes.json';
import type { RoutesContent } from '@/lib/schemas/content/routes';

// The city pairs with a page of their own at /routes/<from>-to-<to>/, and the words around them, in
// content/data/routes.json (edited at /admin/, "Page words"). Each pair is published both ways
// (Mumbai to Goa and Goa to Mumbai), busiest first; places are IATA codes from content/airports.ts,
// with what a visitor should know about an airport in airportNotes. A round trip comes back
// roundTripNights later; siteLinks are the words other pages lead here with. Every figure on a
// route page is worked out by the estimator at build time; `{name}` placeholders are filled by
// fillMessage().
export const routes = data as RoutesContent;

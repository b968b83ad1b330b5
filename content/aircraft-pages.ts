import data from '@/content/data/aircraft-pages.json';
import type { AircraftPagesContent } from '@/lib/schemas/content/aircraft-pages';

// The page of each aircraft at /fleet/<slug>/, in content/data/aircraft-pages.json (edited at
// /admin/, "Planning pages"). Specifications come from content/fleet.ts, the safety card from
// provenance.ts, "non-stop from Mumbai" from compare.ts; the sample routes are priced by the same
// route estimator as /book (rates in pricing.ts), timed for this aircraft.
export const aircraftPages = data as AircraftPagesContent;

import data from '@/content/data/home.json';
import type { HomeContent } from '@/lib/schemas/content/home';

// The home page's copy and photos, in content/data/home.json (edited at /admin/, "Home page").
// Photo IDs come only from content/photo-library.ts. A slide's seats name its category's figures
// by placeholder ({lightSeats}). FAQ answers may use {light}, {midsize}, {heavy} and {helicopter}
// (the rate per flight hour of content/pricing.ts), the other rate-card values of
// lib/estimate/rate-values.ts and {sampleTrip} (the price guide's home sample, by the estimator),
// filled in by lib/content.ts: a price is written once.
export const home = data as HomeContent;

import { onUse } from '@/lib/on-use';

/**
 * The saved-trip list's one import site. The dashboard starts it as soon as it knows this browser
 * holds saved trips, and the saved-trips section renders from it: one chunk, fetched beside the
 * section's rather than after it. Two import sites would give the bundler two copies to fetch.
 */
export const loadSavedTripList = onUse(() => import('./saved-trip-list').then((module) => module.SavedTripList));

import { onUse } from '@/lib/on-use';

// The saved-trip list's one import site.
export const loadSavedTripList = onUse(() => import('./saved-trip-list').then((module) => module.SavedTripList));

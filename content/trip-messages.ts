import type { TripMessages } from '@/lib/schemas/content/trip-messages';

// The trip planner's toasts, word for word. A module of their own, so pages without the planner or
// saved trips do not carry them. `{max}`, `{months}`, `{kept}` and `{held}` are filled by fillMessage().
export const tripMessages = {
  tripSaved: { title: 'Trip saved', description: 'Find it under Saved trips on your dashboard.' },
  tripRemoved: { title: 'Trip removed' },
  tripInvalid: {
    title: 'This trip cannot be saved yet',
    description: 'Check the cities, dates and times of every leg, then save it again.',
  },
  tripLimit: {
    title: 'Saved trips are full',
    description: 'An account keeps up to {max} trips. Remove one on your dashboard, then save this trip again.',
  },
  linkCopied: { title: 'Link copied', description: 'Anyone who opens it sees this trip and its estimate.' },
  linkDatesDropped: {
    title: 'Some dates were left out',
    description:
      'This link held a date more than {months} months ahead, beyond the dates we take bookings for. Choose the dates again.',
  },
  // `{kept}` and `{held}` are counts, both above one (the planner's limit and more).
  linkLegsCut: { title: 'The planner kept the first {kept} legs', description: 'This link held {held} legs.' },
  linkCopyFailed: {
    title: 'Could not copy the link',
    description: 'Copy the address from the address bar instead: it always holds this trip.',
  },
} satisfies TripMessages;

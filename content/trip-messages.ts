import type { TripMessages } from '@/lib/schemas/content/trip-messages';

// The trip planner's toasts, word for word. A module of their own, so pages without the planner or
// saved trips do not carry them. `{max}`, `{months}` and `{kept}` are filled by fillMessage().
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
  // `{kept}` is the planner's limit, always above one.
  linkLegsCut: { title: 'This link held more legs than a trip takes: the planner kept the first {kept}' },
  linkCopyFailed: {
    title: 'Could not copy the link',
    description: 'Copy the address from the address bar instead: it always holds this trip.',
  },
} satisfies TripMessages;

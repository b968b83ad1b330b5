import type { EmptyLegMessages } from '@/lib/schemas/content/empty-leg-messages';

// What the empty-leg watchlist says when it cannot save or read, word for word. Kept out of
// content/messages.ts because every page with a toast ships that module whole.
export const emptyLegMessages = {
  blocked: {
    title: 'Your watchlist was not saved',
    description:
      'Your browser is blocking site storage, so we cannot keep watched routes here. Allow storage and try again.',
  },
  full: {
    title: 'Your watchlist was not saved',
    description: 'Your browser storage is full, so nothing was saved. Free some space and try again.',
  },
  newer: {
    title: 'Your watchlist was not saved',
    description: 'It was saved by a newer version of this page. Reload the page and try again.',
  },
  keptAside: {
    title: 'Part of your saved watchlist could not be read',
    description: 'We kept a copy of it in this browser and show every route we could read.',
  },
  unavailable: {
    title: 'Could not reach us',
    description: 'Part of this page did not load. Check your connection and try again.',
  },
} satisfies EmptyLegMessages;

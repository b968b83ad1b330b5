import type { EmptyLegsContent } from '@/lib/schemas/content/empty-legs';

// The words of /empty-legs and its home section. The offers on sale are data: one YAML file each in
// content/empty-legs/, edited at /admin/ (docs/editing-content.md).

export const emptyLegs = {
  board: {
    heading: 'On offer now',
    filtersLabel: 'Filter empty legs',
    statusLabels: { confirmed: 'Confirmed', indicative: 'Indicative' },
    statusNotes: {
      confirmed: 'The charter this flight positions for is booked and paid.',
      indicative: 'The charter behind this flight is not yet final; we confirm before you pay.',
    },
    outcomeLabels: { refund: 'Refund', reroute: 'Rerouting offered' },
    none: {
      heading: 'No empty legs right now',
      body: 'New positioning flights come up every week. Watch a route and we will tell you on WhatsApp, or book your own flight.',
      watchLink: 'Watch a route',
      bookLink: 'Book a flight',
    },
    noMatch: 'No empty legs match these filters. Choose Any to see them all, or watch this route below.',
    requestGreeting: 'Hello Vayu Jets, I would like to request this empty leg.',
  },
  watchlist: {
    heading: 'Your watched routes',
    intro: 'Kept in this browser only: no account, no e-mail. Send them to us on WhatsApp to get alerts.',
    mark: 'On your watchlist',
    watchButton: 'Watch this route',
    watchingButton: 'Watching',
    watched: 'Added {route} to your watched routes.',
    unwatched: 'Removed {route} from your watched routes.',
    empty: 'You are not watching any routes yet.',
    formHeading: 'Watch any route',
    alertsGreeting: 'Hello Vayu Jets, please tell me about empty legs on these routes:',
    privacy: 'We collect nothing here: your watchlist stays on this device until you send it to us.',
  },
  home: {
    eyebrow: 'Empty legs',
    heading: 'Empty legs this week',
    intro: 'Positioning flights at a fraction of the charter price, each marked confirmed or indicative.',
    allLink: 'See all empty legs',
  },
} satisfies EmptyLegsContent;

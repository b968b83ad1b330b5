import type { FailureMessages } from '@/lib/schemas/content/failure-messages';
import { pageFailure } from './page-failure';

// What the site says when something of its own fails: a part of a page, a whole page, or the
// page's scripts. Word for word; `{phone}` is filled by fillMessage(). Read raw by the browser.
export const failureMessages = {
  part: {
    title: 'This part of the page could not be shown.',
    description: 'The rest of the page works. Try again, or call us and we will help at once.',
  },
  savedTrip: {
    title: 'Trip {reference} could not be shown.',
    description: 'Its details may be damaged. You can still remove it.',
  },
  ...pageFailure,
  loadFailed: {
    title: 'This page could not finish loading.',
    description:
      'You can read it, but its buttons and forms will not work until it loads. Check your connection and reload; we will try again by ourselves when you are back online.',
  },
  reload: 'Reload',
  formNotSent:
    'This page could not finish loading, so nothing was sent. What you typed is kept here: reload the page and it is sent from there.',
} satisfies FailureMessages;

// Part of the failure messages (content/failure-messages.ts): what the error pages say. In a module
// of its own because Next loads the error pages with every route, and they need no other message.
export const pageFailure = {
  page: {
    heading: 'Something went wrong on this page',
    description:
      'It is our fault, not yours, and nothing you did was lost or sent. Try again, go to the home page, or call us and a consultant will help you at once.',
  },
  retry: 'Try again',
  home: 'Back to the home page',
  call: 'Call {phone}',
} as const;

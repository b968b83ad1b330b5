// What the desk answered a request, as "Your requests", the confirmation and the dashboard say it.
// `{amount}` is in rupees; `{reason}`, `{date}`, `{time}`, `{reference}` and `{references}` are filled by
// fillMessage(). Only what the desk said: never Confirmed before it did.
export const requestStanding = {
  received: 'Received: our desk has it and has not answered yet.',
  quoted: 'Quoted {amount}',
  confirmed: 'Confirmed for {date} at {time} (Mumbai time)',
  declined: 'Declined: {reason}',
  closed: 'Closed by our desk.',
  noteLabel: 'Our desk’s note:',
  // A Jet Owner's or Operator's dashboard: what it sent its desk, and where each stands.
  deskRecords: {
    heading: 'Sent to our desk',
    kinds: { listing: 'Aircraft listing', desk: 'Desk request' },
  },
  removed: {
    title: 'Request removed',
    description: 'Our desk erased your details from {reference}, and it has left this browser.',
  },
  removeUnreached: {
    title: 'Request not removed',
    description:
      'Our desk could not be reached to erase your details from {reference}, so it stays here: try again when you are online, or ask our desk to erase it.',
  },
  // After Delete account: which requests' details the desk erased, and which it could not be asked to.
  deletedErased: {
    title: 'Account deleted',
    description: 'Our desk erased your details from {references}.',
  },
  deletedUnreached: {
    title: 'Our desk could not be reached',
    description: 'Your details in {references} are still with our desk: ask it to erase them, quoting the reference.',
  },
} as const;

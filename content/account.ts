import type { AccountContent } from '@/lib/schemas/content/account';

// What the dashboards, Account Settings and the Forgot Password page say beyond their figure labels
// and action names (content/dashboards.ts). `{name}` placeholders are filled by fillMessage().
export const account = {
  customer: {
    loyaltyTiers: [
      { name: 'Member', minPastFlights: 0 },
      { name: 'Silver', minPastFlights: 3 },
      { name: 'Gold', minPastFlights: 10 },
      { name: 'Platinum', minPastFlights: 25 },
    ],
    // `{flights}` is the count with its noun: "1 more past flight", "3 more past flights".
    nextTier: '{flights} to {tier}',
    topTier: 'Our highest tier',
    spentNone: 'None yet',
    spentEstimated: 'estimated',
    spentNote: 'Estimated for the flights you have flown, each by its estimate when you sent the request',
    counting:
      'Counted from the flights our desk has confirmed receiving from this account, by their dates in Mumbai. A request kept in this browser, handed to WhatsApp or e-mail, or cancelled is not counted, and a saved trip that was not sent is planned, not a flight. Trips without a date are in neither count.',
    planned: '{trips}, not sent yet',
    awaiting: '{requests} awaiting our desk',
    start: 'Nothing flown with us yet. Plan a trip and send it, and it is counted here.',
    startLink: 'Plan your first trip',
    trackLabel: 'Flight number or registration',
    trackHint: 'For example AI101, 6E2134 or VT-ABC.',
    trackLink: 'Open the flight tracker',
    trackInvalid: 'Enter a flight number such as AI101 or a registration such as VT-ABC.',
    trackNote: 'Opens Flightradar24, a public flight tracker, in a new tab.',
    referTitle: 'Fly with Vayu Jets',
    referText:
      'I fly private with Vayu Jets in Mumbai: jets and helicopters, a concierge around the clock. Have a look:',
    referWhatsapp: 'Share on WhatsApp',
    referFallback: 'Your browser could not copy the invitation. Share it on WhatsApp instead:',
    duplicate: 'Duplicate as a new trip',
    sentHeading: 'Your requests',
    sentIntro:
      'The flights this account has asked us for from this browser, each with its reference (the one to quote when you call us) and route: route, dates and estimate only, never the message itself.',
    sentKinds: { booking: 'Trip request', 'empty-leg': 'Empty leg' },
    sentRemove: 'Remove from this list',
    // A saved trip this account asked us for: the request's reference, the one to quote.
    tripRequest: 'Your request {reference} · {status}',
  },
  settings: {
    heading: 'Account Settings',
    passwordHeading: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    exportHeading: 'Your data',
    exportText:
      'Download everything this browser holds for this account as a JSON file: the account, its saved trips and the flights it asked us for. The password is never included.',
    exportButton: 'Export my data',
    deleteHeading: 'Delete account',
    deleteText:
      'Removes this account and everything this browser holds for it, then logs you out. It cannot be undone.',
    deleteButton: 'Delete account',
    deleteTitle: 'Delete this account?',
    deleteConfirmText:
      'The account {email} and its {trips} leave this browser for good. Export your data first if you want a copy.',
    deleteConfirm: 'Delete for good',
    // `{requests}` is the count with its noun ("1 request"), `{references}` their references.
    deleteRequests:
      'Its {requests} not delivered yet ({references}) will leave with it and never be sent. Hand any you still want to our desk by WhatsApp or e-mail first:',
    deleteCancel: 'Keep my account',
  },
  desks: {
    'Jet Owner': { desk: 'owner desk' },
    Operator: { desk: 'operator desk' },
    // The figures are this account's own, from this browser's records of what it sent.
    figuresNote:
      'Counted in this browser: the aircraft this account listed and the requests it sent our {desk}, except any cancelled or refused.',
    // Each action is a request to the desk, sent like every other request of the site.
    requestText: 'Hello Vayu Jets {desk}, please set up {action} for my account ({email}).',
  },
  // "List an aircraft" on the Jet Owner's and Operator's dashboards: a request of its own.
  listing: {
    heading: 'List an aircraft',
    intro:
      'Offer an aircraft for charter: our desk checks its papers and replies with a reference, then lists it for charter flights.',
    labels: {
      type: 'Aircraft type',
      registration: 'Registration',
      base: 'Base airport',
      seats: 'Passenger seats',
      availability: 'Availability',
    },
    chooseBase: 'Choose an airport',
    chooseAvailability: 'Choose availability',
    availabilities: {
      'full-time': 'Full time',
      weekdays: 'Weekdays',
      weekends: 'Weekends',
      'on-request': 'On request',
    },
    submit: 'List aircraft',
    requestText: 'Hello Vayu Jets {desk}, please list this aircraft for charter from my account ({email}):',
  },
  forgotPassword: {
    truth:
      'Your account lives only in this browser: its password was never sent to us, so there is no e-mail that can reset it, and we cannot see or change it.',
    optionsHeading: 'What you can do',
    tryAgain: 'Try again',
    tryAgainText:
      'Passwords are case-sensitive and keep every space. Check Caps Lock and the keyboard language, then log in again.',
    startOverHeading: 'Start again in this browser',
    startOverText: 'Remove this browser’s account for your e-mail, then sign up again with the same address.',
    startOverWarning:
      'What is lost: the account and every trip saved under it in this browser. Nothing else, and nothing we hold: bookings and requests you sent us stay with the concierge.',
    emailLabel: 'Email of the account to remove',
    removeButton: 'Remove this browser’s account',
    removeConfirm: 'I understand the account and its saved trips are lost',
    removeConfirmRequired: 'Please tick the box to confirm you understand what is lost.',
    removed: 'The account for {email} has left this browser. You can sign up again with it now.',
    removedRequests: 'Its {requests} not delivered yet ({references}) left with it and will not be sent.',
    notFound: 'This browser holds no account for {email}.',
    signUp: 'Sign up again',
    conciergeHeading: 'Reach the concierge',
    concierge: 'The concierge helps with bookings and trips at any hour:',
    call: 'Call the concierge',
    whatsapp: 'WhatsApp the concierge',
    whatsappText: 'Hello Vayu Jets, I cannot log in to my account in this browser.',
    email: 'E-mail the concierge',
    emailSubject: 'Help with my account',
  },
} satisfies AccountContent;

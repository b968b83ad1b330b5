import type { RequestsContent } from '@/lib/schemas/content/requests';

// The first line of every request's text, word for word. Each form reads it when it builds its
// request, so it stays this small: what the confirmation says is in content/request-status.ts,
// loaded with the confirmation.
export const requests = {
  headings: {
    booking: 'Hello Vayu Jets, I would like to book this flight:',
    contact: 'Hello Vayu Jets, a message from your website:',
    emptyLeg: 'Hello Vayu Jets, I would like to request this empty leg.',
    newsletter: 'Hello Vayu Jets, please subscribe me to your newsletter.',
  },
  // A request's own reference, the one a customer quotes, and a trip's quote reference, never
  // worded alike: the text, the confirmation, the printed quote and the dashboard name them so.
  references: { request: 'Reference', quote: 'Quote reference' },
  // A box ticked is a yes; one left unticked was not answered, which is not a no.
  checkbox: { ticked: 'Yes', unticked: 'not answered' },
  // Why a booking request carries no estimate: "Estimate: to be confirmed: “Lonavala” is not in our airport list".
  unknownPlaces: { one: '{places} is not in our airport list', many: '{places} are not in our airport list' },
  // Each kind's e-mail subject; `{reference}` is the request's.
  subjects: {
    booking: 'Vayu Jets booking request {reference}',
    contact: 'Vayu Jets message {reference}',
    emptyLeg: 'Vayu Jets empty leg request {reference}',
    airAmbulance: 'Vayu Jets air ambulance request {reference}',
    newsletter: 'Subscribe',
    desk: 'Vayu Jets desk request {reference}',
    listing: 'Vayu Jets aircraft listing {reference}',
  },
} satisfies RequestsContent;

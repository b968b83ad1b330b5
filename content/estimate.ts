import type { EstimateCopy } from '@/lib/schemas/content/estimate';

// What the route estimate panel on /book says around its figures. `{name}` placeholders are filled
// by fillMessage(); the assumptions and exclusions themselves are in pricing.ts.
export const estimateCopy = {
  eyebrow: 'Transparent pricing',
  heading: 'Route estimate',
  unknownPlaces: '{places} is not in our airport list yet, ',
  oneWay: {
    incomplete: 'Choose where from and where to, and this panel itemises the cost of that exact route.',
    priceByHand:
      "so we'll price this route by hand. Send your request or message us on WhatsApp and a consultant will reply with a quote.",
    sameAirport:
      "From and To are both {airport}. For a local flight we'll price the trip by hand; otherwise choose a different destination.",
    distance: 'Distance',
    flightTime: 'Flight time',
  },
  itinerary: {
    incomplete: 'Choose where from and where to for every leg, and this panel itemises the whole trip.',
    priceByHand:
      "so we'll price this trip by hand. Send your request or message us on WhatsApp and a consultant will reply with a quote.",
    sameAirport: 'Leg {leg} starts and ends at {airport}: choose a different destination for it.',
    flyingTime: 'Flying time',
    flyingDays: 'Flying days',
    datesPending: 'Choose a date for every leg: waits between legs are priced once each leg has one.',
    longStay:
      "The wait after leg {leg} is {nights}, longer than we estimate here, so we'll price this trip by hand. Send your request or message us on WhatsApp and a consultant will reply with a quote.",
  },
  beyondRange: {
    refused:
      'The {label} flies at most {usable} nm without a fuel stop, and {from} → {to} is {distance} nm. We plan no fuel stops, so we do not price this trip with it.',
    suggestion: 'The {label} flies it non-stop: choose it above.',
    aircraftSuggestion: 'Our {aircraft} ({label}) flies it non-stop: send your request and a consultant plans it.',
    byHand: 'Send your request or message us on WhatsApp and a consultant will plan the trip.',
  },
  range: 'Estimated range, GST as applicable',
  breakdownCaption: 'Estimate breakdown at {rate} per flying hour',
  item: 'Item',
  amount: 'Amount',
  subtotal: 'Subtotal',
  gst: 'GST as applicable ({rate})',
  total: 'Estimated total',
  assumptions: 'How we estimate',
  exclusions: 'Not included',
  rateCardNote: 'Rate card of {date}. An estimate, not a quote: your consultant confirms the final price.',
} satisfies EstimateCopy;

import type { PriceGuideContent } from '@/lib/schemas/content/price-guide';

// The price guide at /private-jet-charter-cost/. Every figure is a placeholder filled from the rate
// card (content/pricing.ts) or worked out by the estimator, so a price is written once:
// {light} {midsize} {heavy} {helicopter}: the rate per flight hour; {lightLow}/{lightHigh} etc.: the
// hourly band; {lightNightHalt}, {lightDomestic}, {lightInternational} etc.: a night halt and a
// landing; {minimumHours}, {maxDayHours}, {gst}, {rateCardDate}. The build fails on an unknown one.
export const priceGuide = {
  bands: {
    heading: 'What a private jet costs per flight hour',
    intro:
      'Charter is priced by the flight hour, by the size of the aircraft. The band is where the final figure usually lands once winds, routing and slots are known; the rate card of {rateCardDate} is the middle of it.',
    category: 'Category',
    seats: 'Seats',
    rate: 'Rate card, per flight hour',
    band: 'Usual band, per flight hour',
    range: 'Range non-stop',
    runway: 'Runway needed',
  },
  // The lists under these headings are content/inclusions.ts's.
  included: { heading: 'What the hourly rate includes' },
  extras: {
    heading: 'What is added to the flying hours',
    notIncluded: 'Not included',
  },
  samples: {
    heading: 'What popular routes cost',
    intro:
      'One way, this trip, for each category that flies it non-stop: the flight and {itemised}. We plan no fuel stops. Open a route for the itemised estimate.',
    route: 'Route',
    distance: 'Distance',
    outOfRange: 'Beyond range non-stop',
    routes: [
      { from: 'BOM', to: 'PNQ' },
      { from: 'BOM', to: 'GOI' },
      { from: 'BOM', to: 'UDR' },
      { from: 'BOM', to: 'DEL' },
      { from: 'BOM', to: 'BLR' },
      { from: 'DEL', to: 'SXR' },
      { from: 'BOM', to: 'DXB' },
      { from: 'BOM', to: 'MLE' },
      { from: 'BOM', to: 'SIN' },
      { from: 'BOM', to: 'LHR' },
    ],
  },
  faq: {
    heading: 'Questions buyers ask',
    items: [
      {
        question: 'How much does a private jet cost per hour in India?',
        answer:
          'On our rate card of {rateCardDate}, a light jet is {light} per flight hour, a midsize jet {midsize} and a heavy jet {heavy}. The trip adds {itemised}, so the table above shows what whole routes come to.',
      },
      {
        question: 'Why does a one-way flight cost more than its flying time?',
        answer:
          'The aircraft has to come home. Unless your trip starts and ends in Mumbai, you pay for the flight out to your departure and back to base, at the same hourly rate. An empty leg is the exception: an aircraft already flying your way, sold for less.',
      },
      {
        question: 'Is a short flight charged by the minute?',
        answer:
          'No: at least {minimumHours} flying hours are billed on each flying day. A short hop such as Mumbai to Pune is billed as {minimumHours} hours, which is why short trips cost more per minute than long ones.',
      },
      {
        question: 'Is GST charged on private jet charter?',
        answer:
          'Yes, GST as applicable to charter services is added to the total; our estimates show it as its own line, at {gst}. Your consultant confirms the rate that applies on your invoice.',
      },
      {
        question: 'Is a round trip cheaper than two one-way flights?',
        answer:
          'Usually. One aircraft flies both legs, so you pay for positioning once. Between the legs it waits with its crew ({lightNightHalt} a night for a light jet) or flies home and comes back, whichever costs less.',
      },
    ],
  },
  /** The trip the home page's cost answer names, priced by the estimator. */
  homeSample: { from: 'BOM', to: 'GOI', jetType: 'light' },
  routesLink: 'Every route we price',
  bookLink: 'Price your own trip',
} satisfies PriceGuideContent;

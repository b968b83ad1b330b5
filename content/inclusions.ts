import type { InclusionItem, InclusionsContent } from '@/lib/schemas/content/inclusions';

// What a price covers, each item said once. `hourly`: in the rate per flight hour. `itemised`: a line
// of every estimate, added to the flying hours (its rates on the price guide, by placeholder).
// `excluded`: in no estimate. Every sentence about fees and inclusions is built from these lists:
// copy writes {hourly}, {itemised} and {excluded}, filled at build time (lib/inclusions.ts). `term` is
// the word the facts audit looks for in prose that says the item the other way. No commas inside
// an item's text: the lists are joined into sentences.

/** Not included in any estimate: /book and the price guide list these, apart for the browser. */
export const excluded = [
  { id: 'de-icing', text: 'De-icing and hangarage', term: 'de-icing' },
  { id: 'special-catering', text: 'Special catering beyond light refreshments', term: 'catering' },
  { id: 'ground', text: 'Ground transport and visas', term: 'ground transport' },
  { id: 'restricted-permits', text: 'Permits for restricted areas', term: 'restricted areas' },
  { id: 'surcharges', text: 'Peak-day and short-notice surcharges', term: 'surcharge' },
  { id: 'insurance', text: 'Insurance beyond the operator’s standard cover', term: 'insurance' },
] satisfies InclusionItem[];

export const inclusions = {
  hourly: [
    { id: 'aircraft', text: 'The aircraft with its pilots and cabin crew', term: 'crew' },
    { id: 'fuel', text: 'Fuel for every minute from taxi to landing', term: 'fuel' },
    { id: 'refreshments', text: 'Light refreshments on board', term: 'refreshments' },
    { id: 'planning', text: 'Flight planning with the permits for the route', term: 'flight planning' },
  ],
  itemised: [
    {
      id: 'positioning',
      text: 'Positioning to and from our Mumbai base',
      term: 'positioning',
      detail:
        'Our aircraft are based in Mumbai. A trip that starts or ends elsewhere pays for the flight out to your departure and home after your last leg, at the same hourly rate; the estimate shows each as its own line.',
    },
    {
      id: 'minimum',
      text: 'The daily minimum',
      term: 'daily minimum',
      detail:
        'At least {minimumHours} flying hours are billed on each flying day, and one crew flies at most {maxDayHours} hours in a day.',
    },
    {
      id: 'night-halts',
      text: 'Crew night halts',
      term: 'night halt',
      detail:
        'When the aircraft waits for you overnight away from Mumbai, each night costs {lightNightHalt} for a light jet, {midsizeNightHalt} for a midsize jet and {heavyNightHalt} for a heavy jet. We compare it with flying home and back, and charge the cheaper.',
    },
    {
      id: 'airport-charges',
      text: 'Airport and handling charges',
      term: 'airport',
      detail:
        'Each landing costs {lightDomestic} in India for a light jet ({lightInternational} abroad), {midsizeDomestic} for a midsize jet ({midsizeInternational} abroad) and {heavyDomestic} for a heavy jet ({heavyInternational} abroad).',
    },
    {
      id: 'gst',
      text: 'GST as applicable',
      term: 'GST',
      detail: 'GST as applicable to charter services, {gst} in our estimates, is added to the total.',
    },
  ],
  excluded,
} satisfies InclusionsContent;

import type { RoutesContent } from '@/lib/schemas/content/routes';

// The city pairs with a page of their own at /routes/<from>-to-<to>/, and the words around them.
// Each pair is published both ways (Mumbai to Goa and Goa to Mumbai). Places are IATA codes from
// content/airports.ts; every figure on a route page is worked out by the estimator at build time.
// `{name}` placeholders are filled by fillMessage().
export const routes = {
  places: {
    BOM: { name: 'Mumbai', slug: 'mumbai' },
    DEL: { name: 'Delhi', slug: 'delhi' },
    BLR: { name: 'Bengaluru', slug: 'bengaluru' },
    MAA: { name: 'Chennai', slug: 'chennai' },
    CCU: { name: 'Kolkata', slug: 'kolkata' },
    HYD: { name: 'Hyderabad', slug: 'hyderabad' },
    AMD: { name: 'Ahmedabad', slug: 'ahmedabad' },
    PNQ: { name: 'Pune', slug: 'pune' },
    GOI: { name: 'Goa', slug: 'goa' },
    GOX: { name: 'Goa (Mopa)', slug: 'goa-mopa' },
    COK: { name: 'Kochi', slug: 'kochi' },
    JAI: { name: 'Jaipur', slug: 'jaipur' },
    UDR: { name: 'Udaipur', slug: 'udaipur' },
    JDH: { name: 'Jodhpur', slug: 'jodhpur' },
    SXR: { name: 'Srinagar', slug: 'srinagar' },
    IXL: { name: 'Leh', slug: 'leh' },
    DXB: { name: 'Dubai', slug: 'dubai' },
    MLE: { name: 'Maldives', slug: 'maldives' },
    LHR: { name: 'London', slug: 'london' },
    SIN: { name: 'Singapore', slug: 'singapore' },
  },
  // What a visitor should know about an airport before flying privately through it.
  airportNotes: {
    BOM: 'Mumbai is one of the busiest single-runway airports in the world: private departures get slots around the airline peaks, so we file early and you use the business aviation terminal.',
    DEL: 'Delhi has a dedicated general aviation terminal, and slots are easier to get than at Mumbai, day or night.',
    PNQ: 'Pune’s airport shares its runway with an Indian Air Force station at Lohegaon: civil flights keep to the hours the Air Force sets, and we plan your times around them.',
    GOI: 'Dabolim is a naval air station shared with civil flights: the Navy sets the hours it is open to civil traffic, and we plan your times around them.',
    GOX: 'Mopa, in North Goa, is a civil airport open round the clock, closer to the northern beaches than Dabolim.',
    SXR: 'Srinagar is an Indian Air Force airfield with civil flights in daylight only, and security checks that take longer than elsewhere.',
    IXL: 'Leh sits at 3,256 m: flights land and leave in the morning, before the afternoon winds, and passengers need a day to acclimatise.',
    UDR: 'Udaipur is a daylight airport for most private flights, busy with wedding charters in the winter season.',
    JDH: 'Jodhpur is an Indian Air Force airfield with civil flights in daylight, so we plan arrivals before sunset.',
    DXB: 'Private flights to Dubai usually land at Dubai International or Al Maktoum (Jebel Ali); both have private terminals, and we ask for landing permission in advance.',
    MLE: 'Velana, in Malé, receives private jets in daylight and at night; resort seaplanes fly only in daylight, so we time your arrival for the transfer.',
    LHR: 'Heathrow takes very few private flights: most land at Farnborough or Luton, and we quote the airport that suits your address in London.',
    SIN: 'Singapore’s private flights use Changi or Seletar; we ask for the slot and the landing permission before your trip is confirmed.',
  },
  // The busiest pairs. Mumbai first, to the metros and leisure airports, then the Gulf, the
  // Maldives, London and Singapore; then the busiest pairs between other Indian cities.
  pairs: [
    { from: 'BOM', to: 'DEL' },
    { from: 'BOM', to: 'BLR' },
    { from: 'BOM', to: 'MAA' },
    { from: 'BOM', to: 'CCU' },
    { from: 'BOM', to: 'HYD' },
    { from: 'BOM', to: 'AMD' },
    { from: 'BOM', to: 'PNQ' },
    { from: 'BOM', to: 'GOI' },
    { from: 'BOM', to: 'GOX' },
    { from: 'BOM', to: 'COK' },
    { from: 'BOM', to: 'JAI' },
    { from: 'BOM', to: 'UDR' },
    { from: 'BOM', to: 'JDH' },
    { from: 'BOM', to: 'SXR' },
    { from: 'BOM', to: 'IXL' },
    { from: 'BOM', to: 'DXB' },
    { from: 'BOM', to: 'MLE' },
    { from: 'BOM', to: 'LHR' },
    { from: 'BOM', to: 'SIN' },
    { from: 'DEL', to: 'BLR' },
    { from: 'DEL', to: 'HYD' },
    { from: 'DEL', to: 'MAA' },
    { from: 'DEL', to: 'CCU' },
    { from: 'DEL', to: 'AMD' },
    { from: 'DEL', to: 'GOI' },
    { from: 'DEL', to: 'UDR' },
    { from: 'DEL', to: 'SXR' },
    { from: 'DEL', to: 'IXL' },
    { from: 'BLR', to: 'HYD' },
    { from: 'BLR', to: 'MAA' },
    { from: 'BLR', to: 'CCU' },
    { from: 'BLR', to: 'GOI' },
  ],
  /** A route page's round trip comes back this many nights later. */
  roundTripNights: 2,
  page: {
    title: 'Private jet {from} to {to}: cost and flight time',
    description:
      '{from} to {to} by private jet: {km} km, {total} for this trip one way in a {category}, itemised. Non-stop aircraft, empty legs and FAQs.',
    eyebrow: 'Route guide',
    heading: 'Private jet from {from} to {to}',
    intro:
      '{km} km ({nm} nm) between {fromAirport} and {toAirport}. Every figure below comes from our rate card of {date}, worked out just as our trip planner works out yours.',
    factsHeading: 'Distance and flight time',
    distance: 'Great-circle distance',
    blockTime: 'Block time, {category}',
    estimateHeading: 'What this trip costs',
    estimateIntro: 'An itemised estimate for each category that flies this route non-stop: the flight and {itemised}.',
    oneWay: 'One way',
    roundTrip: 'Round trip, back {nights} later',
    ratePerHour: '{rate} per flight hour',
    range: 'Estimated range, GST as applicable',
    noCategory: 'Which categories fly it',
    tooFar:
      '{categories}: beyond range non-stop. We price a category only where every one of its aircraft flies the route non-stop, and we plan no fuel stops.',
    aircraftHeading: 'Which of our aircraft fly it non-stop',
    nonStop: 'Non-stop',
    withStop: 'Beyond its range',
    noneNonStop: 'None of our aircraft flies this route non-stop.',
    noneWithStop: 'Every aircraft in our fleet flies this route non-stop.',
    reserveNote:
      'Non-stop means the great-circle distance is within the aircraft’s published range less the {reserve}% reserve our fleet comparison keeps for winds, routing and an alternate airport.',
    emptyLegsHeading: 'Empty legs on this route',
    emptyLegsIntro: 'Aircraft already flying {from} to {to}, or back, sold for less than our one-way estimate.',
    emptyLegsNone: 'No empty legs on this route right now.',
    emptyLegsLink: 'See every empty leg',
    faqHeading: 'Questions about {from} to {to}',
    planHeading: 'Plan this trip',
    planIntro: 'Choose the date, the time and your group in our trip planner: the route is filled in for you.',
    planLink: 'Plan this trip',
    guideLink: 'How charter prices work',
    relatedHeading: 'Related routes',
    indexLink: 'All routes',
  },
  faq: {
    cost: {
      question: 'How much does a private jet from {from} to {to} cost?',
      answer:
        'For this trip, a {category} comes to about {total} one way and {roundTrip} for a round trip back {nights} later, GST as applicable. That is {rate} per flight hour, plus {itemised}, itemised above.',
    },
    nonStop: {
      question: 'Can a private jet fly {from} to {to} non-stop?',
      yes: 'Yes. At {nm} nautical miles, {aircraft} {flies} it non-stop with our {reserve}% fuel reserve, in about {time} in a {category}.',
      some: 'Yes. At {nm} nautical miles, {aircraft} {flies} it non-stop with our {reserve}% fuel reserve; {stopping} cannot, and we plan no fuel stops.',
      no: 'Not in our fleet. At {nm} nautical miles it is beyond the range of every jet we fly, and we plan no fuel stops.',
      allJets: 'all our jets',
    },
    airports: {
      question: 'Which airports do private jets use for {from} to {to}?',
      answer: 'We fly from {fromAirport} ({fromCode}) to {toAirport} ({toCode}).',
    },
    restrictions: {
      question: 'Are there night or weekend restrictions on {from} to {to}?',
      none: 'Neither airport closes to private flights at night or at weekends. Festival weekends fill the slots early, so book ahead then.',
    },
    notice: {
      question: 'How far ahead should I book {from} to {to}?',
      domestic:
        'Four hours is often enough for a domestic flight like this one. For a Friday, a long weekend or a festival, book two or three days ahead to have the choice of aircraft.',
      international:
        'Allow at least 48 hours: an international flight needs landing permission and overflight clearances, and the passengers’ passports and visas before we file. For peak weeks, book a week ahead.',
    },
  },
  // Where other pages lead here: /fleet and the home page to /routes/, /book to the price guide.
  siteLinks: {
    fleet: 'Which aircraft fly your route',
    home: 'Prices on popular routes',
    homeGuide: 'What a charter costs',
    book: 'What charter costs: our price guide',
  },
  index: {
    byOrigin: 'From {from}',
    routeLink: '{from} to {to}',
    distance: '{km} km',
  },
} satisfies RoutesContent;

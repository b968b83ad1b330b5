import type { HomeContent } from '@/lib/schemas/content/home';

// The home page's copy and photos. Photo IDs come only from content/photo-library.ts.
// FAQ answers may use {light}, {midsize}, {heavy} and {helicopter} (the rate per flight hour of
// content/pricing.ts), the other rate-card values of lib/estimate/rate-values.ts and {sampleTrip}
// (the price guide's home sample, by the estimator), filled in by lib/content.ts: a price is written once.
export const home = {
  hero: {
    photo: {
      photoId: 'photo-1684838200888-192e2a163cc9',
      alt: 'A business jet waiting on an airport apron at dusk, seen nose-on',
    },
    formTitle: 'Plan your flight',
    /** The line under the trip type tabs, one per trip type. */
    tripNotes: {
      'one-way': 'A single flight, wheels up when you are ready.',
      'round-trip': 'We hold the aircraft and crew for your return: tell us when you fly back.',
      'multi-city': 'Several stops on one itinerary. Start with your first leg.',
    },
  },
  why: {
    eyebrow: 'Why choose us',
    heading: 'Charter without the waiting',
    intro: 'One call, one concierge, one aircraft that is entirely yours.',
    items: [
      {
        icon: 'clock',
        title: '24/7 operations',
        body: 'Our operations desk in Mumbai never closes. Call at 3 a.m. and a flight planner answers, not a voicemail.',
      },
      {
        icon: 'globe',
        title: 'Global coverage',
        body: 'From Juhu to Geneva, we place aircraft across India, the Gulf, Europe and beyond, with crews cleared for each route.',
      },
      {
        icon: 'badge',
        title: 'Best price guarantee',
        body: 'Find the same aircraft and itinerary quoted for less, and we will match it. Positioning, the return to base included, is its own line on every estimate.',
      },
    ],
  },
  fleet: {
    eyebrow: 'The fleet',
    heading: 'The right aircraft for every journey',
    intro: 'Four classes of aircraft, each inspected, crewed and ready within hours.',
    slides: [
      {
        name: 'Light Jets',
        seats: '{lightMinPassengers}-{lightSeats}',
        description:
          'Nimble and quick to board, ideal for Mumbai to Goa, Bengaluru or Delhi. Land at smaller airfields, closer to where you are going.',
        idealFor: 'Short business hops and weekend escapes',
        photo: {
          photoId: 'photo-1619659085985-f51a00f0160a',
          alt: 'A light private jet parked on the apron, seen from the front',
        },
      },
      {
        name: 'Midsize',
        seats: '{midsizeMinPassengers}-{midsizeSeats}',
        description: 'A stand-up cabin and the range to reach Dubai nonstop. Room to work, dine and rest on the way.',
        idealFor: 'Regional flights of three to five hours',
        photo: {
          photoId: 'photo-1474302770737-173ee21bab63',
          alt: 'A midsize business jet parked on the tarmac under an open sky',
        },
      },
      {
        name: 'Heavy',
        seats: '{heavyMinPassengers}-{heavySeats}',
        description:
          'Intercontinental range, a private stateroom and a galley for proper dining. Mumbai to London without a stop.',
        idealFor: 'Long-haul travel with family or a board',
        photo: {
          photoId: 'photo-1540962351504-03099e0a754b',
          alt: 'A large-cabin Dassault Falcon jet in side profile at dusk, airstairs lowered',
        },
      },
      {
        name: 'Airliners',
        seats: '16+',
        description:
          'VIP-configured airliners with lounges, dining rooms and bedrooms, for weddings, delegations and touring teams.',
        idealFor: 'Large groups who travel together',
        photo: {
          photoId: 'photo-1661954864180-e61dea14208a',
          alt: 'The lounge and dining area of a private aircraft cabin, with leather seats around a table',
        },
      },
    ],
  },
  services: {
    eyebrow: 'Services',
    heading: 'Every kind of flight, arranged by one team',
    intro: 'Whatever the reason for flying, we handle the aircraft, the permits and the details.',
    cards: [
      {
        icon: 'plane',
        title: 'Private Jet Charter',
        body: 'Your own aircraft on your own timetable, booked for a single flight or a whole itinerary.',
        href: '/services/',
      },
      {
        icon: 'briefcase',
        title: 'Corporate Charter',
        body: 'Roadshows, site visits and board travel, with discreet crews and invoicing your finance team will like.',
        href: '/services/',
      },
      {
        icon: 'heart-pulse',
        title: 'Air Ambulance',
        body: 'Intensive-care equipped aircraft and medical crews for urgent bedside-to-bedside transfers.',
        href: '/air-ambulance/',
      },
      {
        icon: 'helicopter',
        title: 'Helicopters',
        body: 'Skip the traffic from South Mumbai to Pune, Lonavala or the airport in a matter of minutes.',
        href: '/services/',
      },
    ],
  },
  faq: {
    eyebrow: 'Questions',
    heading: 'Before you fly',
    intro: 'The four questions our concierges hear most often.',
    items: [
      {
        question: 'How much does a private jet charter cost?',
        answer:
          'Every quote is built around your route, dates and aircraft. Our rate card charges {light} per flight hour for a light jet, {midsize} for a midsize jet and {heavy} for a heavy jet. Each estimate adds {itemised}, each on a line of its own. {sampleRoute} one way in a {sampleCategory} comes to {sampleTrip} for this trip.',
      },
      {
        question: 'How much notice do you need?',
        answer:
          'For most domestic flights, four hours is enough for us to have an aircraft and crew ready. International trips usually need a day for permits, though we have flown sooner.',
      },
      {
        question: 'What does the price include?',
        answer:
          'The rate per flight hour covers {hourly}. Each estimate adds {itemised}, every one on a line of its own. Not included, and quoted on request: {excluded}.',
      },
      {
        question: 'Can I bring my pet?',
        answer:
          'Yes. Dogs and cats travel in the cabin with you, not in the hold. Tell us when you book and we will arrange the health papers your destination asks for.',
      },
    ],
  },
  cta: {
    eyebrow: 'Ready when you are',
    heading: 'Your aircraft is a call away',
    body: 'Tell us where and when. A flight planner will confirm the aircraft, the crew and the price, usually within the hour.',
    bookLabel: 'Book Now',
    callLabel: 'Call Expert',
  },
} satisfies HomeContent;

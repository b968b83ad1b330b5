import type { ServicesContent } from '@/lib/schemas/content/services';

export const services = {
  services: [
    {
      id: 'on-demand-charter',
      title: 'On-Demand Charter',
      tagline: 'Wheels up in as little as three hours',
      description:
        'Name the city and the hour. We match the aircraft to your party and your runway, file the flight plan and have the crew briefed while you pack.',
      features: [
        'Aircraft confirmed within the hour',
        'Light jets to heavy jets and helicopters',
        'Departures from any airport in India',
        'One itemised price, quoted upfront',
      ],
      icon: 'plane-takeoff',
      photo: {
        photoId: 'photo-1684838200888-192e2a163cc9',
        alt: 'A business jet parked on the apron at dusk, seen nose-on',
      },
    },
    {
      id: 'group-charter',
      title: 'Group Charter',
      tagline: 'Everyone arrives together',
      description:
        'Weddings in Udaipur, offsites in Goa, a team to the Grand Prix in Abu Dhabi. We fly groups of up to {heavySeats} on one aircraft, or coordinate several to land within minutes of each other.',
      features: [
        'Up to {heavySeats} guests on a single aircraft',
        'Multi-aircraft coordination for larger parties',
        'Dedicated group coordinator',
        'Private terminal check-in, no queues',
      ],
      icon: 'users',
      photo: {
        photoId: 'photo-1661954864180-e61dea14208a',
        alt: 'The lounge and dining area of a private jet cabin',
      },
    },
    {
      id: 'corporate-charter',
      title: 'Corporate Charter',
      tagline: 'Three cities, one working day',
      description:
        'Board meetings in Delhi, a site visit in Hyderabad and home to Mumbai for dinner. Our corporate programme turns the cabin into a quiet, connected office.',
      features: [
        'Annual flight programmes with fixed rates',
        'Wi-Fi-equipped cabins for working en route',
        'Consolidated monthly invoicing',
        'Strict confidentiality for every passenger list',
      ],
      icon: 'briefcase',
      photo: {
        photoId: 'photo-1730084783279-5b51d3b6d49d',
        alt: 'A business traveller at an airport',
      },
    },
    {
      id: 'medical-evacuation-jets',
      title: 'Medical Evacuation Jets',
      tagline: 'Intensive care at 41,000 feet',
      description:
        'Jets fitted as flying intensive-care units, with a doctor and critical-care nurse on board, ready to bring a patient home or to the right hospital, bed to bed.',
      features: [
        'Airborne within 90 minutes of a call',
        'Doctor and critical-care nurse on every flight',
        'ICU-grade monitors, ventilator and oxygen',
        'Bed-to-bed transfers with ground ambulances',
      ],
      icon: 'heart-pulse',
      photo: {
        photoId: 'photo-1696243144413-503bc482a608',
        alt: 'An intensive-care cabin with a stretcher, a wall monitor and an equipment panel',
      },
      action: { label: 'Request an air ambulance', href: '/air-ambulance/' },
    },
    {
      id: 'luxury-travel-experiences',
      title: 'Luxury Travel Experiences',
      tagline: 'Journeys composed end to end',
      description:
        'An overwater villa in the Maldives, a chalet above Zermatt, a table nobody else can book. We pair the flight with everything on either side of it.',
      features: [
        'Itineraries designed by a personal travel curator',
        'Partner resorts in the Maldives, Dubai and the Alps',
        'Chauffeured transfers from aircraft steps to door',
        'Onboard dining from Mumbai’s finest kitchens',
      ],
      icon: 'gem',
      photo: {
        photoId: 'photo-1514282401047-d79a71a590e8',
        alt: 'Overwater villas in the Maldives',
      },
    },
  ],
  closing: {
    eyebrow: 'Ready when you are',
    heading: 'Tell us where. We will handle the rest.',
    text: 'Get a firm quote within the hour, or speak with an aviation expert about the trip you have in mind.',
    primary: { label: 'Get Quote', href: '/book/' },
    secondary: { label: 'Talk to Expert', href: '/contact/' },
  },
} satisfies ServicesContent;

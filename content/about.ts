import type { AboutContent } from '@/lib/schemas/content/about';

export const about = {
  story: {
    eyebrow: 'Our story',
    heading: 'From one phone line in Mumbai to {countries}',
    paragraphs: [
      'Vayu Jets began in {founded} with a single light jet at Mumbai’s business aviation terminal and a promise that still runs the company: one call, one concierge, and an aircraft ready when you are.',
      '{flights} later, our guests have landed in {countries}, on everything from a short hop to Pune to a nonstop crossing to New York. Every aircraft we fly is vetted by our own safety team before it carries a guest.',
      'We stay deliberately small where it matters. The concierge who plans your trip is the one who answers at 3 a.m. when plans change.',
    ],
    photo: {
      photoId: 'photo-1570168007204-dfb528c6958f',
      alt: 'Mumbai’s Marine Drive seafront curving along the skyline',
    },
    // "Watch Our Story" on /gallery leads here (/about/#our-story).
    history: {
      heading: 'A short history',
      milestones: [
        {
          year: '{founded}',
          title: 'One jet, one phone line',
          text: 'A single light jet at Mumbai’s business aviation terminal, and a concierge who answered day and night.',
          photo: {
            photoId: 'photo-1619652116813-98504fce82d2',
            alt: 'A light private jet parked on the apron',
          },
        },
        {
          year: '2017',
          title: 'Helicopters join the fleet',
          text: 'Short hops to Pune, Lonavala and the Konkan coast, without the expressway.',
          photo: {
            photoId: 'photo-1495554698253-681539e9ea84',
            alt: 'A blue helicopter flying over snowy mountains',
          },
        },
        {
          year: '2020',
          title: 'A medical desk that never closes',
          text: 'Air ambulance flights with a doctor and a flight coordinator on call around the clock.',
          photo: {
            photoId: 'photo-1696243144413-503bc482a608',
            alt: 'Inside an intensive-care cabin: a stretcher, a wall monitor and medical equipment',
          },
        },
        {
          year: 'Today',
          title: '{fleet}, {countries}',
          text: 'And {aircraft}, every one vetted by our safety team before it carries a guest.',
          photo: {
            photoId: 'photo-1684838200888-192e2a163cc9',
            alt: 'A business jet parked on an airport apron at dusk, seen nose-on',
          },
        },
      ],
    },
  },
  achievements: {
    eyebrow: 'By the numbers',
    heading: 'A record built one flight at a time',
    stats: ['flights', 'aircraft', 'countries', 'satisfaction'],
  },
  values: {
    eyebrow: 'What we stand for',
    heading: 'Four values, every flight',
    items: [
      {
        title: 'Excellence',
        description:
          'Crews with thousands of hours on type, aircraft audited to our own standard, and details checked twice before wheels up.',
        icon: 'award',
      },
      {
        title: 'Customer First',
        description:
          'Your schedule sets ours. Departure times, catering, ground transfers and pets are arranged around you, not the other way round.',
        icon: 'heart-handshake',
      },
      {
        title: 'Global Reach',
        description:
          'Partner operators and handling agents on five continents let us position the right aircraft almost anywhere, often within hours.',
        icon: 'globe',
      },
      {
        title: 'Innovation',
        description:
          'Live flight tracking, instant indicative quotes and sustainable aviation fuel options: we adopt what makes flying simpler and cleaner.',
        icon: 'lightbulb',
      },
    ],
  },
  team: {
    eyebrow: 'Leadership',
    heading: 'The people who answer for every flight',
    intro: 'Pilots, operators and hosts by background; eighty years between them in aviation and hospitality.',
    members: [
      {
        name: 'Arjun Mehta',
        role: 'Founder & Chief Executive',
        experience: '24 years in business aviation',
        bio: 'Flew corporate jets across Asia before founding Vayu Jets to give Indian travellers a charter house built on service.',
        photo: {
          photoId: 'photo-1560250097-0b93528c311a',
          alt: 'Professional headshot of Arjun Mehta, a man in a suit',
        },
      },
      {
        name: 'Priya Nair',
        role: 'Chief Operating Officer',
        experience: '19 years in aviation operations',
        bio: 'Runs dispatch, maintenance oversight and partner audits, and keeps our {availability} honest.',
        photo: {
          photoId: 'photo-1573496359142-b8d87734a5a2',
          alt: 'Professional headshot of Priya Nair, a businesswoman',
        },
      },
      {
        name: 'Capt. Kavya Iyer',
        role: 'Director of Flight Operations',
        experience: '11,000 flight hours over 21 years',
        bio: 'A former airline captain and type-rated on the Global and Falcon families, she sets the standard every crew flies to.',
        photo: {
          photoId: 'photo-1580489944761-15a19d654956',
          alt: 'Portrait of Captain Kavya Iyer, a professional woman',
        },
      },
      {
        name: 'Rohan Desai',
        role: 'Head of Client Experience',
        experience: '16 years in luxury hospitality',
        bio: 'Came to us from five-star hotels in Mumbai and Dubai; his concierge team plans every detail from kerb to cabin.',
        photo: {
          photoId: 'photo-1652471943570-f3590a4e52ed',
          alt: 'Professional headshot of Rohan Desai, a businessman',
        },
      },
    ],
  },
} satisfies AboutContent;

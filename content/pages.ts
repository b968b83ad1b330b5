import type { PagesContent } from '@/lib/schemas/content/pages';

// Each route's title (the brand is appended by the layout), search description and opening words.
export const pages = {
  home: {
    path: '/',
    title: 'Private jet charter from Mumbai',
    description:
      'Charter a private jet or helicopter from Mumbai in minutes. Light to heavy jets, 24/7 concierge, global reach and a best price guarantee.',
    eyebrow: 'Private aviation, Mumbai',
    heading: 'Your aircraft. Your schedule. Anywhere.',
    intro:
      'From a same-day hop to Goa to a nonstop to London, Vayu Jets puts the right aircraft on the runway for you.',
    indexable: true,
  },
  about: {
    path: '/about/',
    title: 'About us',
    description:
      'Meet Vayu Jets: a Mumbai charter house with {flights} flown to {countries}, the values we fly by and the team behind every trip.',
    eyebrow: 'About Vayu Jets',
    heading: 'Named for the wind, built around you',
    intro:
      'We started with one conviction: private flying should feel effortless from the first call to the last step off the aircraft.',
    indexable: true,
  },
  services: {
    path: '/services/',
    title: 'Charter services',
    description:
      'On-demand, group and corporate charters, medical evacuation jets and curated luxury journeys, each arranged by one dedicated team.',
    eyebrow: 'Services',
    heading: 'Every kind of journey, one standard',
    intro: 'Five ways to fly with us, each planned end to end by a concierge who knows your name.',
    indexable: true,
  },
  book: {
    path: '/book/',
    title: 'Book a flight',
    description:
      'Request a private jet or helicopter charter from Mumbai: choose your route, date and aircraft and get an instant indicative quote.',
    eyebrow: 'Book',
    heading: 'Plan your flight',
    intro: 'Tell us where and when. You get an indicative price now and a firm quote from our team within the hour.',
    indexable: true,
  },
  fleet: {
    path: '/fleet/',
    title: 'Our fleet',
    description:
      'Light, midsize and heavy jets and helicopters: compare seating, range in nautical miles and cabin features across the Vayu Jets fleet.',
    eyebrow: 'Fleet',
    heading: 'The right aircraft for every mission',
    intro: '{fleet}, from nimble light jets to intercontinental heavies and helicopters, and {aircraft}.',
    indexable: true,
  },
  gallery: {
    path: '/gallery/',
    title: 'Gallery',
    description:
      'Step inside our cabins, lounges and flight decks: photographs and films of the Vayu Jets experience, from the apron to 45,000 feet.',
    eyebrow: 'Gallery',
    heading: 'A closer look',
    intro: 'Cabins, lounges and the view from the flight deck.',
    indexable: true,
  },
  blog: {
    path: '/blog/',
    title: 'Journal',
    description:
      'Notes from the flight deck: industry news, travel guides, safety and sustainability in private aviation, written by the Vayu Jets team.',
    eyebrow: 'Journal',
    heading: 'Stories from the sky',
    intro: 'Guides, news and ideas for travellers who value their time.',
    indexable: true,
  },
  contact: {
    path: '/contact/',
    title: 'Contact us',
    description:
      'Call, WhatsApp or e-mail Vayu Jets in Mumbai, 24/7. Our concierge answers every charter, quote and medical flight request within minutes.',
    eyebrow: 'Contact',
    heading: 'We are always on call',
    intro: 'Day or night, a real person answers. Tell us what you need and we will take it from there.',
    indexable: true,
  },
  login: {
    path: '/login/',
    title: 'Login',
    description:
      'Log in to your Vayu Jets account to see your flights, your aircraft or your operations dashboard, whatever your role with us.',
    eyebrow: 'Welcome back',
    heading: 'Login',
    intro: 'Sign in to your account.',
    indexable: false,
  },
  signup: {
    path: '/signup/',
    title: 'Sign up',
    description:
      'Create a Vayu Jets account as a customer, a jet owner or an operator, and get a dashboard built around the way you fly with us.',
    eyebrow: 'Join Vayu Jets',
    heading: 'Create your account',
    intro: 'Choose how you fly with us.',
    indexable: false,
  },
  forgotPassword: {
    path: '/forgot-password/',
    title: 'Forgot password',
    description:
      'Forgot the password of your Vayu Jets account? What can and cannot be done for an account kept in this browser, and how to reach the concierge.',
    eyebrow: 'Account help',
    heading: 'Forgot your password?',
    intro: 'What can be done for an account kept in this browser.',
    indexable: false,
  },
  dashboard: {
    path: '/dashboard/',
    title: 'Dashboard',
    description:
      'Your Vayu Jets dashboard: upcoming flights, fleet figures or operations at a glance, with the actions that matter for your role.',
    eyebrow: 'Dashboard',
    heading: 'Dashboard',
    intro: 'Your account at a glance.',
    indexable: false,
  },
  safety: {
    path: '/safety/',
    title: 'Safety: How we vet every flight',
    description:
      'How Vayu Jets vets every operator, aircraft and crew: DGCA permits, ARGUS, Wyvern and IS-BAO audits, crew minimums and what we disclose before you pay.',
    eyebrow: 'Safety',
    heading: 'How we vet every flight',
    intro:
      'Safety is judged by what you can see. Here is what we check before an operator flies you, and what we show you before you pay.',
    indexable: true,
  },
  emptyLegs: {
    path: '/empty-legs/',
    title: 'Empty legs',
    description:
      'Discounted positioning flights from Mumbai, Delhi, Dubai and more: each marked confirmed or indicative, with what happens if the charter changes.',
    eyebrow: 'Empty legs',
    heading: 'Empty legs, honestly',
    intro:
      'Aircraft flying empty to their next charter, sold at a fraction of the price. Every offer says whether it is confirmed and what happens if the original flight changes.',
    indexable: true,
  },
  airAmbulance: {
    path: '/air-ambulance/',
    title: 'Air ambulance, 24/7',
    description:
      'Air ambulance from Mumbai, 24/7: call or WhatsApp our medical desk, or send a guided request. What to expect on permits, payment and documents.',
    eyebrow: 'Air ambulance',
    heading: 'Air ambulance, day or night',
    intro: 'Reach our medical desk in one tap. A doctor and a flight coordinator answer at once.',
    indexable: true,
  },
  privacy: {
    path: '/privacy/',
    title: 'Privacy Policy',
    description:
      'What Vayu Jets keeps in your browser and why, what leaves it only when you send it, no cookies or analytics, how to erase it all and whom to write to.',
    eyebrow: 'Privacy',
    heading: 'Privacy Policy',
    intro:
      'What this site keeps, what it sends and how to erase it, written for India’s Digital Personal Data Protection Act, 2023.',
    indexable: true,
  },
  terms: {
    path: '/terms/',
    title: 'Terms of Service',
    description:
      'Vayu Jets charter terms: estimates until the operator confirms, payment and cancellation schedules, GST, extras, documents, baggage, pets and delays.',
    eyebrow: 'Terms',
    heading: 'Terms of Service',
    intro:
      'The terms of every charter we arrange, set out before you pay: what is a price, when to pay, what a cancellation costs and who flies you.',
    indexable: true,
  },
  accessibility: {
    path: '/accessibility/',
    title: 'Accessibility',
    description:
      'The accessibility standard the Vayu Jets website meets (WCAG 2.2 AA), how we test every page at desktop and phone widths, and how to report a barrier.',
    eyebrow: 'Accessibility',
    heading: 'Accessibility statement',
    intro: 'The standard we build to, how we check it, and how to tell us when something is in your way.',
    indexable: true,
  },
  routes: {
    path: '/routes/',
    title: 'Private jet routes and prices',
    description:
      'Private jet routes from Mumbai, Delhi and Bengaluru: distance, flight time, an itemised price per category, the aircraft that fly non-stop and empty legs.',
    eyebrow: 'Routes',
    heading: 'Popular private jet routes',
    intro:
      'Each route shows its distance and flight time, what it costs in each category from our rate card, and which of our aircraft fly it non-stop.',
    indexable: true,
  },
  priceGuide: {
    path: '/private-jet-charter-cost/',
    title: 'Private jet charter cost in India',
    description:
      'What a private jet charter costs in India: the rate per flight hour for each category, what is included and extra, and sample routes priced in full.',
    eyebrow: 'Price guide',
    heading: 'What a private jet charter costs',
    intro:
      'Charter is priced by the flight hour, then positioning, airport charges and GST are added. Here is our rate card, what it covers, and what whole trips come to.',
    indexable: true,
  },
} satisfies PagesContent;

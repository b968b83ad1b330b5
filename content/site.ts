import type { SiteContent } from '@/lib/schemas/content/site';
import { company } from './company';
import { profile } from './company-profile';

// The site's words around the company: its name, numbers, e-mail, domain and social profiles come
// from the company profile (content/company.ts, content/company-profile.ts).
export const site = {
  name: company.name,
  tagline: 'Private aviation, on your time.',
  description:
    'Private jet and helicopter charter from Mumbai: on-demand, group, corporate and medical flights, arranged around you 24/7.',
  url: process.env.NEXT_PUBLIC_SITE_URL || `https://${profile.domain}`,
  phone: company.phone,
  whatsapp: company.whatsapp,
  whatsappGreeting: 'Hello Vayu Jets, I would like to plan a private flight.',
  /** The WhatsApp button on every page: its name, its word on a phone, and the line beside it there. */
  chat: { label: 'Chat on WhatsApp', short: 'WhatsApp', note: 'A person answers, 24/7' },
  email: company.email,
  /** Shown in the footer of a build for localhost or a reserved example domain. */
  demoNotice: 'Demo site: sample company details.',
  city: 'Mumbai',
  region: 'Maharashtra',
  country: 'India',
  countryCode: 'IN',
  hours: '24/7, every day of the year',
  scrollHint: 'Swipe the table sideways to see every column',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'About', href: '/about/' },
    { label: 'Services', href: '/services/' },
    { label: 'Fleet', href: '/fleet/' },
    { label: 'Gallery', href: '/gallery/' },
    { label: 'Blog', href: '/blog/' },
    { label: 'Contact', href: '/contact/' },
  ],
  // Beside the seven links: the booking call to action and the 24/7 number at every width, and the
  // urgent pages (in the phone menu, and in the strip above the links on a desktop).
  header: {
    book: { label: 'Book a flight', href: '/book/' },
    hours: '24/7',
    callPrefix: 'Call us',
    urgentLabel: 'Urgent and offers',
    urgent: [
      { label: 'Empty legs', href: '/empty-legs/' },
      { label: 'Air ambulance', href: '/air-ambulance/' },
      { label: 'Safety', href: '/safety/' },
    ],
  },
  footer: {
    blurb:
      'Vayu Jets arranges private flights from Mumbai to anywhere a runway or helipad reaches. One call, one concierge, every detail handled.',
    quickLinks: [
      { label: 'About Us', href: '/about/' },
      { label: 'Services', href: '/services/' },
      { label: 'Our Fleet', href: '/fleet/' },
      { label: 'Gallery', href: '/gallery/' },
      { label: 'Blog', href: '/blog/' },
      { label: 'Contact Us', href: '/contact/' },
      { label: 'Safety', href: '/safety/' },
      { label: 'Empty Legs', href: '/empty-legs/' },
      { label: 'Charter Prices', href: '/private-jet-charter-cost/' },
      { label: 'Medical Evacuation', href: '/air-ambulance/' },
    ],
    serviceLinks: [
      { label: 'Private Jet Charter', href: '/services/' },
      { label: 'Group Charter', href: '/services/' },
      { label: 'Corporate Charter', href: '/services/' },
      { label: 'Air Ambulance', href: '/services/' },
      { label: 'Luxury Experiences', href: '/services/' },
      { label: 'Helicopters', href: '/services/' },
    ],
    newsletterTitle: 'The Vayu Letter',
    newsletterText: 'Empty-leg fares, new routes and journeys worth taking. Once a month, never more.',
    legal: [
      { label: 'Privacy Policy', href: '/privacy/' },
      { label: 'Terms of Service', href: '/terms/' },
      { label: 'Accessibility', href: '/accessibility/' },
    ],
  },
  socials: profile.socials,
} satisfies SiteContent;

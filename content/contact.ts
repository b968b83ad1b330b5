import type { ContactContent } from '@/lib/schemas/content/contact';
import { profile } from './company-profile';

// /contact copy. The phone, WhatsApp number, e-mail and office address come from the company profile
// (content/company-profile.ts).
export const contact = {
  tiles: {
    phone: { title: 'Phone', text: 'A flight coordinator answers, day or night.', action: 'Call us' },
    email: {
      title: 'Email',
      text: 'Itineraries, quotes and paperwork, answered within the hour.',
      action: 'Write to us',
    },
    whatsapp: {
      title: 'WhatsApp',
      text: 'Send a route and a date; we reply with aircraft options.',
      action: 'Message on WhatsApp',
    },
    office: {
      title: 'Office',
      text: 'Our flight operations centre at Mumbai airport. Visits by appointment.',
      action: 'Get directions',
    },
  },
  form: {
    title: 'Send us a message',
    intro: 'Tell us where, when and how many. A coordinator will come back to you personally.',
    submitLabel: 'Send Message',
  },
  availability: {
    title: 'Availability',
    rows: [
      { label: 'Charter desk', value: '24/7, every day' },
      { label: 'Medical and emergency flights', value: 'Always, including holidays' },
    ],
    note: 'Same-day departures are routinely arranged within three hours of your call.',
    medical: { label: 'Request an air ambulance', href: '/air-ambulance/' },
  },
  quickActions: {
    title: 'Quick actions',
    whatsapp: { label: 'WhatsApp Chat', text: 'Hello Vayu Jets, I would like to speak to a flight coordinator.' },
    call: { label: 'Call Now' },
    email: { label: 'Send an E-mail', subject: 'Charter enquiry' },
  },
  subjects: [
    { value: 'booking', label: 'Flight booking' },
    { value: 'quote', label: 'Request a quote' },
    { value: 'corporate', label: 'Corporate charter' },
    { value: 'general', label: 'General enquiry' },
  ],
  location: {
    title: 'Find us in Mumbai',
    address: profile.office.address,
    text: 'Our flight operations centre sits beside the general aviation apron, two minutes from your aircraft.',
    hours: [
      { label: 'Office visits', value: 'Monday to Saturday, 9:00 to 19:00, by appointment' },
      { label: 'Charter desk', value: '24/7, every day' },
    ],
    /** What the maps service is asked for: the terminal's name, as the maps know it. */
    directions: {
      label: 'Get directions',
      destination: profile.office.directions,
    },
    photo: {
      photoId: 'photo-1758669246636-17a5f6d972ec',
      alt: 'A modern airport terminal building',
    },
    note: 'Security clearance for the terminal is arranged in advance: tell us who is coming and when.',
  },
} satisfies ContactContent;

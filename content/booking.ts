import type { BookingContent } from '@/lib/schemas/content/booking';

// Copy for /book: the form's framing, the consultant card and the reasons to fly with us.
export const booking = {
  form: {
    heading: 'Flight details',
    intro: 'Fields marked * are needed to send a booking request. An instant quote only needs the jet type.',
    whatsappIntro: 'Hello Vayu Jets, I would like a consultation for this flight:',
    whatsappNote:
      'WhatsApp Consultation sends whatever you have filled in so far; anything missing is marked “to be confirmed”.',
  },
  consultant: {
    heading: 'Your charter consultant',
    name: 'Ananya Kapoor',
    title: 'Senior Charter Consultant',
    bio: 'Twelve years arranging private flights across India, the Gulf and Europe. Ananya will confirm aircraft, crew and permits, usually within the hour.',
    availability: 'Available 24/7, every day of the year',
    photoId: 'photo-1573496359142-b8d87734a5a2',
    photoAlt: 'Portrait of Ananya Kapoor, Senior Charter Consultant',
    whatsappGreeting: 'Hello Ananya, I would like help planning a private flight.',
  },
  reasons: {
    heading: 'Why choose Vayu Jets',
    items: [
      {
        icon: 'clock',
        title: '24/7 operations',
        description: 'A concierge answers day and night, and a jet can be ready at short notice.',
      },
      {
        icon: 'globe',
        title: 'Global coverage',
        description: '{fleet} and {aircraft}, flying to {countries}.',
      },
      {
        icon: 'badge',
        title: 'Best price guarantee',
        description:
          'Itemised quotes, every charge on a line of its own. Find a lower like-for-like fare and we will match it.',
      },
      {
        icon: 'shield',
        title: 'Safety first',
        description: 'Vetted operators and experienced crews, with a {safety} over {flights}.',
      },
    ],
  },
} satisfies BookingContent;

import type { OfflineContent } from '@/lib/schemas/content/offline';

// What the site says about working without a connection: the offline page, the notice that a new
// version is ready and the "Add to home screen" hint. The numbers come from content/company.ts.
// Read raw by the browser (the notice and the hint), checked at build time by lib/content.ts.
export const offline = {
  page: {
    title: 'Offline',
    description: 'This page is not available without a connection. Call or WhatsApp Vayu Jets, 24/7.',
    eyebrow: 'No connection',
    heading: 'You are offline',
    intro:
      'This page has not been kept on this device, so it cannot open without a connection. A person answers our phone and WhatsApp 24/7.',
    desk: {
      heading: 'Medical emergency: the air ambulance desk',
      note: 'A flight coordinator and a doctor answer, day or night.',
      call: 'Call the medical desk on {phone}',
      whatsapp: 'WhatsApp the medical desk',
    },
    concierge: {
      heading: 'Charters and everything else',
      call: 'Call {phone}',
      whatsapp: 'WhatsApp {phone}',
    },
    available: {
      heading: 'Pages that open without a connection',
      intro: 'Once the site has loaded on this device, these pages open offline:',
      pages: [
        { label: 'Air ambulance', href: '/air-ambulance/' },
        { label: 'Book a flight (the planner and its estimate)', href: '/book/' },
        { label: 'Contact', href: '/contact/' },
        { label: 'Empty legs, as last seen', href: '/empty-legs/' },
        { label: 'Your dashboard', href: '/dashboard/' },
        { label: 'Home', href: '/' },
      ],
    },
  },
  update: {
    message: 'A new version of the site is ready.',
    detail: 'Reload when it suits you: until then this page stays as it is, with anything you typed.',
    reload: 'Reload',
    later: 'Later',
  },
  install: {
    message: 'Add Vayu Jets to your home screen: the urgent pages open even without a connection.',
    add: 'Add to home screen',
    dismiss: 'Not now',
  },
  emptyLegsAsOf: 'Offers as last updated on {date}.',
} satisfies OfflineContent;

import type { PagesContent } from '@/lib/schemas/content/pages';

export const ROUTES = {
  home: '/',
  about: '/about/',
  services: '/services/',
  book: '/book/',
  fleet: '/fleet/',
  gallery: '/gallery/',
  blog: '/blog/',
  contact: '/contact/',
  login: '/login/',
  signup: '/signup/',
  forgotPassword: '/forgot-password/',
  dashboard: '/dashboard/',
  safety: '/safety/',
  emptyLegs: '/empty-legs/',
  airAmbulance: '/air-ambulance/',
  priceGuide: '/private-jet-charter-cost/',
  privacy: '/privacy/',
  terms: '/terms/',
  accessibility: '/accessibility/',
  routes: '/routes/',
} as const satisfies Record<keyof PagesContent, string>;

export type RouteKey = keyof typeof ROUTES;

function pick<const M extends Record<string, RouteKey>>(group: M) {
  const entries = Object.entries(group).map(([label, route]) => [label, ROUTES[route as RouteKey]]);
  return Object.fromEntries(entries) as { readonly [L in keyof M]: (typeof ROUTES)[M[L]] };
}

export const SITE_LINKS = {
  nav: pick({
    home: 'home',
    about: 'about',
    services: 'services',
    fleet: 'fleet',
    gallery: 'gallery',
    blog: 'blog',
    contact: 'contact',
  }),
  book: ROUTES.book,
  urgent: pick({ emptyLegs: 'emptyLegs', airAmbulance: 'airAmbulance', safety: 'safety' }),
  quickLinks: pick({
    about: 'about',
    services: 'services',
    fleet: 'fleet',
    gallery: 'gallery',
    blog: 'blog',
    contact: 'contact',
    safety: 'safety',
    emptyLegs: 'emptyLegs',
    charterPrices: 'priceGuide',
    medicalEvacuation: 'airAmbulance',
  }),
  serviceLinks: pick({
    privateJetCharter: 'services',
    groupCharter: 'services',
    corporateCharter: 'services',
    airAmbulance: 'services',
    luxuryExperiences: 'services',
    helicopters: 'services',
  }),
  legal: pick({ privacy: 'privacy', terms: 'terms', accessibility: 'accessibility' }),
};

export function linksOf<K extends string>(labels: Record<K, string>, hrefs: Record<K, string>) {
  return (Object.keys(hrefs) as K[]).map((key) => ({ label: labels[key], href: hrefs[key] }));
}

// Where the header's and footer's links lead: the site's own routes, fixed here. Their labels are
// words a marketer edits (content/data/site.json), one per key, in this order.

export const SITE_LINKS = {
  nav: {
    home: '/',
    about: '/about/',
    services: '/services/',
    fleet: '/fleet/',
    gallery: '/gallery/',
    blog: '/blog/',
    contact: '/contact/',
  },
  book: '/book/',
  urgent: { emptyLegs: '/empty-legs/', airAmbulance: '/air-ambulance/', safety: '/safety/' },
  quickLinks: {
    about: '/about/',
    services: '/services/',
    fleet: '/fleet/',
    gallery: '/gallery/',
    blog: '/blog/',
    contact: '/contact/',
    safety: '/safety/',
    emptyLegs: '/empty-legs/',
    charterPrices: '/private-jet-charter-cost/',
    medicalEvacuation: '/air-ambulance/',
  },
  serviceLinks: {
    privateJetCharter: '/services/',
    groupCharter: '/services/',
    corporateCharter: '/services/',
    airAmbulance: '/services/',
    luxuryExperiences: '/services/',
    helicopters: '/services/',
  },
  legal: { privacy: '/privacy/', terms: '/terms/', accessibility: '/accessibility/' },
} as const;

/** The links of one group, in its order: each key's label from the words, its route from here. */
export function linksOf<K extends string>(labels: Record<K, string>, hrefs: Record<K, string>) {
  return (Object.keys(hrefs) as K[]).map((key) => ({ label: labels[key], href: hrefs[key] }));
}

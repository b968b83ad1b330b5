import 'server-only';
import { about } from '@/content/about';
import { accessibility } from '@/content/accessibility';
import { account } from '@/content/account';
import { accountMessages } from '@/content/account-messages';
import { airAmbulance } from '@/content/air-ambulance';
import { aircraftPages } from '@/content/aircraft-pages';
import { airports } from '@/content/airports';
import { blog } from '@/content/blog';
import { booking } from '@/content/booking';
import { capabilities } from '@/content/capabilities';
import { company } from '@/content/company';
import { details } from '@/content/company-profile';
import { compare } from '@/content/compare';
import { contact } from '@/content/contact';
import { dashboards } from '@/content/dashboards';
import siteWords from '@/content/data/site.json';
import { emptyLegMessages } from '@/content/empty-leg-messages';
import { emptyLegs } from '@/content/empty-legs';
import { estimateCopy } from '@/content/estimate';
import { excluded } from '@/content/exclusions';
import { failureMessages } from '@/content/failure-messages';
import { fleet } from '@/content/fleet';
import { gallery } from '@/content/gallery';
import { home } from '@/content/home';
import { inclusions } from '@/content/inclusions';
import { messages } from '@/content/messages';
import { offline } from '@/content/offline';
import { pages, withAddresses } from '@/content/pages';
import { priceGuide } from '@/content/price-guide';
import { pricing, rateCard } from '@/content/pricing';
import { privacy } from '@/content/privacy';
import { provenance } from '@/content/provenance';
import { routes } from '@/content/routes';
import { safety } from '@/content/safety';
import { servicePages } from '@/content/service-pages';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { stats } from '@/content/stats';
import { terms } from '@/content/terms';
import { tripMessages } from '@/content/trip-messages';
import type { Role } from '@/lib/auth/roles';
import { companyValues } from '@/lib/company-figures';
import { offerFiles } from '@/lib/empty-legs/offer-files';
import { checkedOffers, offerBoard } from '@/lib/empty-legs/offers';
import { estimateRoute } from '@/lib/estimate/estimate';
import { rateCardValues } from '@/lib/estimate/rate-values';
import { fillNamed } from '@/lib/fill-message';
import { fillStrict } from '@/lib/fill-strict';
import { withLegTimes } from '@/lib/fleet/aircraft-figures';
import { capabilityValues, fillCopy } from '@/lib/fleet/capabilities';
import { staleProvenance } from '@/lib/fleet/provenance-format';
import { aircraftSlug } from '@/lib/fleet/slug';
import { withRunway } from '@/lib/fleet/takeoff';
import { formatINR } from '@/lib/format';
import { withVideoFiles } from '@/lib/gallery-files';
import { inclusionValues } from '@/lib/inclusions';
import { policyValues } from '@/lib/policy-values';
import { aboutSchema } from '@/lib/schemas/content/about';
import { accountContentSchema } from '@/lib/schemas/content/account';
import { accountMessagesSchema } from '@/lib/schemas/content/account-messages';
import { airAmbulancePageSchema } from '@/lib/schemas/content/air-ambulance';
import { aircraftPagesSchema } from '@/lib/schemas/content/aircraft-pages';
import { airportsSchema } from '@/lib/schemas/content/airports';
import { blogSchema } from '@/lib/schemas/content/blog';
import { bookingContentSchema } from '@/lib/schemas/content/booking';
import { capabilitiesSchema } from '@/lib/schemas/content/capabilities';
import { companyDeskSchema, companyDetailsSchema } from '@/lib/schemas/content/company';
import { compareSchema } from '@/lib/schemas/content/compare';
import { contactFileSchema, contactPageSchema } from '@/lib/schemas/content/contact';
import { dashboardsSchema, type CustomerDashboard } from '@/lib/schemas/content/dashboards';
import { emptyLegMessagesSchema } from '@/lib/schemas/content/empty-leg-messages';
import { emptyLegsSchema } from '@/lib/schemas/content/empty-legs';
import { estimateCopySchema } from '@/lib/schemas/content/estimate';
import { failureMessagesSchema } from '@/lib/schemas/content/failure-messages';
import { fleetFileSchema, fleetSchema } from '@/lib/schemas/content/fleet';
import { gallerySchema } from '@/lib/schemas/content/gallery';
import { homeSchema } from '@/lib/schemas/content/home';
import { coveredSchema, excludedSchema, inclusionsSchema } from '@/lib/schemas/content/inclusions';
import { messagesSchema } from '@/lib/schemas/content/messages';
import { offlineContentSchema } from '@/lib/schemas/content/offline';
import { pagesSchema } from '@/lib/schemas/content/pages';
import { parseContent } from '@/lib/schemas/content/parse-content';
import { policyFileSchema, policySchema } from '@/lib/schemas/content/policy';
import { priceGuideSchema } from '@/lib/schemas/content/price-guide';
import { pricingSchema, rateCardSchema } from '@/lib/schemas/content/pricing';
import { provenanceFileSchema, provenanceSchema, type ProvenanceCard } from '@/lib/schemas/content/provenance';
import { routesSchema } from '@/lib/schemas/content/routes';
import { safetySchema } from '@/lib/schemas/content/safety';
import { servicePagesSchema } from '@/lib/schemas/content/service-pages';
import { servicesSchema } from '@/lib/schemas/content/services';
import { siteFileSchema, siteSchema } from '@/lib/schemas/content/site';
import { statsSchema, type Stat, type StatKey } from '@/lib/schemas/content/stats';
import { tripMessagesSchema } from '@/lib/schemas/content/trip-messages';
import { mumbaiDate } from '@/lib/time/mumbai';

// Server code only: browser code reads the raw, zod-free content modules.

export { parseContent };

const validCompany = {
  ...parseContent(companyDeskSchema, company, 'content/data/company.json'),
  ...parseContent(companyDetailsSchema, details, 'content/data/company-profile.json'),
};
const validAirports = parseContent(airportsSchema, airports, 'content/airports.ts');
const dataErrors = [
  () => parseContent(rateCardSchema, rateCard, 'content/data/pricing.json'),
  () => parseContent(fleetFileSchema, { categories: fleet.categories }, 'content/data/fleet.json'),
  () => parseContent(provenanceFileSchema, provenance, 'content/data/provenance.json'),
].flatMap((check) => {
  try {
    check();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
});
if (dataErrors.length) throw new Error(dataErrors.join('\n\n'));
const validPricing = parseContent(pricingSchema, pricing, 'content/pricing.ts');
const validCapabilities = parseContent(capabilitiesSchema, capabilities, 'content/capabilities.ts');
const seatValues = capabilityValues(validPricing);
const parsedFleet = parseContent(fleetSchema, fleet, 'content/fleet.ts');
const timedFleet = {
  ...parsedFleet,
  categories: parsedFleet.categories.map((category) => ({
    ...category,
    aircraft: category.aircraft.map((plane) => ({
      ...plane,
      features: plane.features.map((feature) =>
        withRunway(
          withLegTimes(
            feature,
            { jetType: category.jetType, aircraft: aircraftSlug(plane.name) },
            validAirports,
            validPricing,
          ),
          plane,
        ),
      ),
    })),
  })),
};
const validFleet = fillCopy(timedFleet, seatValues, 'content/fleet.ts');
const parsedHome = parseContent(homeSchema, home, 'content/data/home.json');
const validHome = {
  ...parsedHome,
  fleet: { ...parsedHome.fleet, slides: fillCopy(parsedHome.fleet.slides, seatValues, 'content/data/home.json') },
};
const validStats = parseContent(statsSchema, stats, 'content/data/stats.json');
const claimed = companyValues(validStats, validFleet.categories);
const notice = { notice: validStats.notice };
parseContent(coveredSchema, inclusions, 'content/data/inclusions.json');
parseContent(excludedSchema, { excluded }, 'content/data/excluded.json');
// Each item once across both files.
const validInclusions = parseContent(
  inclusionsSchema,
  inclusions,
  'content/data/inclusions.json and content/data/excluded.json',
);
const coverValues = inclusionValues(validInclusions);
parseContent(contactFileSchema, contact, 'content/data/contact.json');
parseContent(siteFileSchema, siteWords, 'content/data/site.json');
const validDashboards = parseContent(dashboardsSchema, dashboards, 'content/data/dashboards.json');
const serviceIds = services.services.map((service) => service.id);
const fleetNames = validFleet.categories.flatMap((category) => category.aircraft.map((plane) => plane.name));
const validProvenance = parseContent(
  provenanceSchema({ today: mumbaiDate(), aircraft: fleetNames }),
  provenance,
  'content/data/provenance.json',
);
// A lapsed audit or an overdue inspection only warns: time passing must not stop an unrelated fix shipping.
for (const line of staleProvenance(validProvenance.cards, mumbaiDate()))
  console.warn(`Warning: content/data/provenance.json: ${line}`);

// FAQ answers quote the rate card by placeholder, so a price lives only in content/pricing.ts.
const sample = estimateRoute({ ...priceGuide.homeSample, passengers: 1 }, validAirports, validPricing);
if (sample.status !== 'ok') throw new Error('content/data/price-guide.json: homeSample has no estimate');
const placeName = (code: string) => routes.places[code as keyof typeof routes.places]?.name ?? code;
const fares = {
  ...rateCardValues(validPricing),
  sampleTrip: formatINR(sample.total),
  sampleRoute: `${placeName(sample.from.iata)} to ${placeName(sample.to.iata)}`,
  sampleCategory: validPricing.jetTypes[sample.jetType].label,
  ...coverValues,
  ...notice,
};

const policyFilled = { ...policyValues(validCompany), ...coverValues };
const policy = (data: unknown, file: string) =>
  parseContent(policySchema, fillCopy(parseContent(policyFileSchema, data, file), policyFilled, file), file);

parseContent(messagesSchema, messages, 'content/messages.ts');
parseContent(tripMessagesSchema, tripMessages, 'content/trip-messages.ts');
parseContent(emptyLegMessagesSchema, emptyLegMessages, 'content/empty-leg-messages.ts');
parseContent(failureMessagesSchema, failureMessages, 'content/failure-messages.ts');
parseContent(accountMessagesSchema, accountMessages, 'content/account-messages.ts');

export const content = {
  account: parseContent(accountContentSchema, account, 'content/data/account.json'),
  about: fillCopy(parseContent(aboutSchema, about, 'content/data/about.json'), claimed, 'content/data/about.json'),
  aircraftPages: parseContent(
    aircraftPagesSchema(validAirports.map((airport) => airport.iata)),
    {
      ...aircraftPages,
      pricesNote: fillStrict(aircraftPages.pricesNote, coverValues, 'content/data/aircraft-pages.json'),
    },
    'content/data/aircraft-pages.json',
  ),
  airAmbulance: parseContent(airAmbulancePageSchema, airAmbulance, 'content/data/air-ambulance.json'),
  airports: validAirports,
  blog: parseContent(blogSchema, blog, 'content/data/blog.json'),
  booking: fillCopy(
    parseContent(bookingContentSchema, booking, 'content/data/booking.json'),
    claimed,
    'content/data/booking.json',
  ),
  capabilities: validCapabilities,
  company: validCompany,
  compare: parseContent(
    compareSchema(validAirports.map((airport) => airport.iata)),
    compare,
    'content/data/compare.json',
  ),
  contact: fillNamed(parseContent(contactPageSchema, contact, 'content/contact.ts'), notice),
  dashboards: validDashboards,
  emptyLegs: offerBoard(
    parseContent(emptyLegsSchema, emptyLegs, 'content/data/empty-legs.json'),
    checkedOffers(offerFiles(), validAirports, validPricing),
    validAirports,
    validPricing,
  ),
  estimate: parseContent(estimateCopySchema, estimateCopy, 'content/data/estimate.json'),
  fleet: validFleet,
  gallery: withVideoFiles(
    fillCopy(parseContent(gallerySchema, gallery, 'content/data/gallery.json'), claimed, 'content/data/gallery.json'),
  ),
  inclusions: validInclusions,
  home: {
    ...validHome,
    faq: {
      ...validHome.faq,
      items: validHome.faq.items.map((item) => ({
        ...item,
        answer: fillStrict(item.answer, fares, 'content/data/home.json'),
      })),
    },
  },
  offline: parseContent(offlineContentSchema, offline, 'content/data/offline.json'),
  pages: withAddresses(
    fillCopy(parseContent(pagesSchema, pages, 'content/data/pages.json'), claimed, 'content/data/pages.json'),
  ),
  policies: {
    privacy: policy(privacy, 'content/data/privacy.json'),
    terms: policy(terms, 'content/data/terms.json'),
    accessibility: policy(accessibility, 'content/data/accessibility.json'),
  },
  priceGuide: parseContent(
    priceGuideSchema(validAirports.map((airport) => airport.iata)),
    priceGuide,
    'content/data/price-guide.json',
  ),
  pricing: validPricing,
  provenance: validProvenance,
  routes: fillNamed(
    parseContent(routesSchema(validAirports.map((airport) => airport.iata)), routes, 'content/data/routes.json'),
    notice,
  ),
  safety: parseContent(safetySchema, safety, 'content/data/safety.json'),
  services: fillCopy(
    parseContent(servicesSchema, services, 'content/data/services.json'),
    { ...seatValues, ...notice },
    'content/data/services.json',
  ),
  servicePages: fillCopy(
    parseContent(
      servicePagesSchema({ serviceIds, aircraft: fleetNames }),
      servicePages,
      'content/data/service-pages.json',
    ),
    seatValues,
    'content/data/service-pages.json',
  ),
  site: parseContent(siteSchema, site, 'content/site.ts'),
  stats: validStats,
};

export function statsFor(keys: readonly StatKey[]): (Stat & { key: StatKey })[] {
  return keys.map((key) => ({ key, ...validStats.figures[key] }));
}

export function provenanceFor(name: string): ProvenanceCard {
  const card = content.provenance.cards.find((entry) => entry.aircraft === name);
  if (!card) throw new Error(`content/provenance.ts: no card for ${name}`);
  return card;
}

export type RoleDashboard = { figures: { listings: string; requests: string }; actions: string[] };
export type RoleDashboards = { Customer: CustomerDashboard } & Record<Exclude<Role, 'Customer'>, RoleDashboard>;

export function displayDashboards(): RoleDashboards {
  return validDashboards;
}

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
import { accountMessagesSchema } from '@/lib/schemas/content/account-messages';
import { airportsSchema } from '@/lib/schemas/content/airports';
import { capabilitiesSchema } from '@/lib/schemas/content/capabilities';
import { contactPageSchema } from '@/lib/schemas/content/contact';
import { type CustomerDashboard } from '@/lib/schemas/content/dashboards';
import { dataFileRules, joinedFileRules, type DataFile } from '@/lib/schemas/content/data-file-rules';
import { emptyLegMessagesSchema } from '@/lib/schemas/content/empty-leg-messages';
import { failureMessagesSchema } from '@/lib/schemas/content/failure-messages';
import { fleetSchema } from '@/lib/schemas/content/fleet';
import { messagesSchema } from '@/lib/schemas/content/messages';
import { parseContent } from '@/lib/schemas/content/parse-content';
import { policySchema } from '@/lib/schemas/content/policy';
import { pricingSchema } from '@/lib/schemas/content/pricing';
import { type ProvenanceCard } from '@/lib/schemas/content/provenance';
import { siteSchema } from '@/lib/schemas/content/site';
import { type Stat, type StatKey } from '@/lib/schemas/content/stats';
import { tripMessagesSchema } from '@/lib/schemas/content/trip-messages';
import { mumbaiDate } from '@/lib/time/mumbai';

// Server code only: browser code reads the raw, zod-free content modules.

export { parseContent };

const rules = dataFileRules({
  today: mumbaiDate(),
  airportCodes: airports.map((airport) => airport.iata),
  serviceIds: services.services.map((service) => service.id),
  aircraft: fleet.categories.flatMap((category) => category.aircraft.map((plane) => plane.name)),
});

const validCompany = {
  ...parseContent(rules['content/data/company.json'], company, 'content/data/company.json'),
  ...parseContent(rules['content/data/company-profile.json'], details, 'content/data/company-profile.json'),
};
const validAirports = parseContent(airportsSchema, airports, 'content/airports.ts');
const dataErrors = [
  () => parseContent(rules['content/data/pricing.json'], rateCard, 'content/data/pricing.json'),
  () => parseContent(rules['content/data/fleet.json'], { categories: fleet.categories }, 'content/data/fleet.json'),
  () => parseContent(rules['content/data/provenance.json'], provenance, 'content/data/provenance.json'),
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
// Seat promises in copy are placeholders such as {heavySeats}, filled from the category's figures.
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
const parsedHome = parseContent(rules['content/data/home.json'], home, 'content/data/home.json');
const validHome = {
  ...parsedHome,
  fleet: { ...parsedHome.fleet, slides: fillCopy(parsedHome.fleet.slides, seatValues, 'content/data/home.json') },
};
const validStats = parseContent(rules['content/data/stats.json'], stats, 'content/data/stats.json');
const claimed = companyValues(validStats, validFleet.categories);
const notice = { notice: validStats.notice };
parseContent(rules['content/data/inclusions.json'], inclusions, 'content/data/inclusions.json');
parseContent(rules['content/data/excluded.json'], { excluded }, 'content/data/excluded.json');
const validInclusions = parseContent(joinedFileRules[0].schema, inclusions, joinedFileRules[0].label);
const coverValues = inclusionValues(validInclusions);
parseContent(rules['content/data/contact.json'], contact, 'content/data/contact.json');
parseContent(rules['content/data/site.json'], siteWords, 'content/data/site.json');
const validDashboards = parseContent(rules['content/data/dashboards.json'], dashboards, 'content/data/dashboards.json');
const validProvenance = parseContent(rules['content/data/provenance.json'], provenance, 'content/data/provenance.json');
// A lapsed audit or an overdue inspection only warns: time passing must not stop an unrelated fix shipping.
for (const line of staleProvenance(validProvenance.cards, mumbaiDate()))
  console.warn(`Warning: content/data/provenance.json: ${line}`);

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
const policy = (data: unknown, file: DataFile) =>
  parseContent(policySchema, fillCopy(parseContent(rules[file], data, file), policyFilled, file), file);

parseContent(messagesSchema, messages, 'content/messages.ts');
parseContent(tripMessagesSchema, tripMessages, 'content/trip-messages.ts');
parseContent(emptyLegMessagesSchema, emptyLegMessages, 'content/empty-leg-messages.ts');
parseContent(failureMessagesSchema, failureMessages, 'content/failure-messages.ts');
parseContent(accountMessagesSchema, accountMessages, 'content/account-messages.ts');

export const content = {
  account: parseContent(rules['content/data/account.json'], account, 'content/data/account.json'),
  about: fillCopy(
    parseContent(rules['content/data/about.json'], about, 'content/data/about.json'),
    claimed,
    'content/data/about.json',
  ),
  aircraftPages: parseContent(
    rules['content/data/aircraft-pages.json'],
    {
      ...aircraftPages,
      pricesNote: fillStrict(aircraftPages.pricesNote, coverValues, 'content/data/aircraft-pages.json'),
    },
    'content/data/aircraft-pages.json',
  ),
  airAmbulance: parseContent(rules['content/data/air-ambulance.json'], airAmbulance, 'content/data/air-ambulance.json'),
  airports: validAirports,
  blog: parseContent(rules['content/data/blog.json'], blog, 'content/data/blog.json'),
  booking: fillCopy(
    parseContent(rules['content/data/booking.json'], booking, 'content/data/booking.json'),
    claimed,
    'content/data/booking.json',
  ),
  capabilities: validCapabilities,
  company: validCompany,
  compare: parseContent(rules['content/data/compare.json'], compare, 'content/data/compare.json'),
  contact: fillNamed(parseContent(contactPageSchema, contact, 'content/contact.ts'), notice),
  dashboards: validDashboards,
  emptyLegs: offerBoard(
    parseContent(rules['content/data/empty-legs.json'], emptyLegs, 'content/data/empty-legs.json'),
    checkedOffers(offerFiles(), validAirports, validPricing),
    validAirports,
    validPricing,
  ),
  estimate: parseContent(rules['content/data/estimate.json'], estimateCopy, 'content/data/estimate.json'),
  fleet: validFleet,
  gallery: withVideoFiles(
    fillCopy(
      parseContent(rules['content/data/gallery.json'], gallery, 'content/data/gallery.json'),
      claimed,
      'content/data/gallery.json',
    ),
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
  offline: parseContent(rules['content/data/offline.json'], offline, 'content/data/offline.json'),
  pages: withAddresses(
    fillCopy(
      parseContent(rules['content/data/pages.json'], pages, 'content/data/pages.json'),
      claimed,
      'content/data/pages.json',
    ),
  ),
  policies: {
    privacy: policy(privacy, 'content/data/privacy.json'),
    terms: policy(terms, 'content/data/terms.json'),
    accessibility: policy(accessibility, 'content/data/accessibility.json'),
  },
  priceGuide: parseContent(rules['content/data/price-guide.json'], priceGuide, 'content/data/price-guide.json'),
  pricing: validPricing,
  provenance: validProvenance,
  routes: fillNamed(parseContent(rules['content/data/routes.json'], routes, 'content/data/routes.json'), notice),
  safety: parseContent(rules['content/data/safety.json'], safety, 'content/data/safety.json'),
  services: fillCopy(
    parseContent(rules['content/data/services.json'], services, 'content/data/services.json'),
    { ...seatValues, ...notice },
    'content/data/services.json',
  ),
  servicePages: fillCopy(
    parseContent(rules['content/data/service-pages.json'], servicePages, 'content/data/service-pages.json'),
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

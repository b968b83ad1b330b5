import { aboutSchema } from '@/lib/schemas/content/about';
import { accountContentSchema } from '@/lib/schemas/content/account';
import { airAmbulancePageSchema } from '@/lib/schemas/content/air-ambulance';
import { aircraftPagesSchema } from '@/lib/schemas/content/aircraft-pages';
import { blogSchema } from '@/lib/schemas/content/blog';
import { bookingContentSchema } from '@/lib/schemas/content/booking';
import { companyDeskSchema, companyDetailsSchema } from '@/lib/schemas/content/company';
import { compareSchema } from '@/lib/schemas/content/compare';
import { contactFileSchema } from '@/lib/schemas/content/contact';
import { dashboardsSchema } from '@/lib/schemas/content/dashboards';
import { emptyLegsSchema } from '@/lib/schemas/content/empty-legs';
import { estimateCopySchema } from '@/lib/schemas/content/estimate';
import { fleetFileSchema } from '@/lib/schemas/content/fleet';
import { gallerySchema } from '@/lib/schemas/content/gallery';
import { homeSchema } from '@/lib/schemas/content/home';
import { coveredSchema, excludedSchema, inclusionsSchema } from '@/lib/schemas/content/inclusions';
import { offlineContentSchema } from '@/lib/schemas/content/offline';
import { pagesSchema } from '@/lib/schemas/content/pages';
import { policyFileSchema } from '@/lib/schemas/content/policy';
import { priceGuideSchema } from '@/lib/schemas/content/price-guide';
import { rateCardSchema } from '@/lib/schemas/content/pricing';
import { provenanceSchema } from '@/lib/schemas/content/provenance';
import { routesSchema } from '@/lib/schemas/content/routes';
import { safetySchema } from '@/lib/schemas/content/safety';
import { servicePagesSchema } from '@/lib/schemas/content/service-pages';
import { servicesSchema } from '@/lib/schemas/content/services';
import { siteFileSchema } from '@/lib/schemas/content/site';
import { statsSchema } from '@/lib/schemas/content/stats';

// One table of every data file's rules, read by the build and the editor alike, so the two cannot drift.

export type RuleContext = { today: string; airportCodes: string[]; serviceIds: string[]; aircraft: string[] };

export function dataFileRules({ today, airportCodes, serviceIds, aircraft }: RuleContext) {
  return {
    'content/data/about.json': aboutSchema,
    'content/data/accessibility.json': policyFileSchema,
    'content/data/account.json': accountContentSchema,
    'content/data/air-ambulance.json': airAmbulancePageSchema,
    'content/data/aircraft-pages.json': aircraftPagesSchema(airportCodes),
    'content/data/blog.json': blogSchema,
    'content/data/booking.json': bookingContentSchema,
    'content/data/company-profile.json': companyDetailsSchema,
    'content/data/company.json': companyDeskSchema,
    'content/data/compare.json': compareSchema(airportCodes),
    'content/data/contact.json': contactFileSchema,
    'content/data/dashboards.json': dashboardsSchema,
    'content/data/empty-legs.json': emptyLegsSchema,
    'content/data/estimate.json': estimateCopySchema,
    'content/data/excluded.json': excludedSchema,
    'content/data/fleet.json': fleetFileSchema,
    'content/data/gallery.json': gallerySchema,
    'content/data/home.json': homeSchema,
    'content/data/inclusions.json': coveredSchema,
    'content/data/offline.json': offlineContentSchema,
    'content/data/pages.json': pagesSchema,
    'content/data/price-guide.json': priceGuideSchema(airportCodes),
    'content/data/pricing.json': rateCardSchema,
    'content/data/privacy.json': policyFileSchema,
    'content/data/provenance.json': provenanceSchema({ today, aircraft }),
    'content/data/routes.json': routesSchema(airportCodes),
    'content/data/safety.json': safetySchema,
    'content/data/service-pages.json': servicePagesSchema({ serviceIds, aircraft }),
    'content/data/services.json': servicesSchema,
    'content/data/site.json': siteFileSchema,
    'content/data/stats.json': statsSchema,
    'content/data/terms.json': policyFileSchema,
  };
}

export type DataFile = keyof ReturnType<typeof dataFileRules>;

/** Rules over two files at once, checked on the files joined; each names the files it reads. */
export const joinedFileRules = [
  {
    files: ['content/data/inclusions.json', 'content/data/excluded.json'] as const,
    label: 'content/data/inclusions.json and content/data/excluded.json',
    schema: inclusionsSchema,
  },
];

type Files = Partial<Record<string, unknown>>;
const names = (value: unknown, key: string) =>
  Array.isArray(value) ? value.map((item) => String((item as Record<string, unknown>)?.[key] ?? '')) : [];

export function ruleContext(files: Files, today: string, airportCodes: string[]): RuleContext {
  const fleet = files['content/data/fleet.json'] as { categories?: { aircraft?: unknown }[] } | undefined;
  const services = files['content/data/services.json'] as { services?: unknown } | undefined;
  return {
    today,
    airportCodes,
    aircraft: (fleet?.categories ?? []).flatMap((category) => names(category?.aircraft, 'name')),
    serviceIds: names(services?.services, 'id'),
  };
}

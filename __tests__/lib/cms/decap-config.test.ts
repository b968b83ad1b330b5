import { airports } from '@/content/airports';
import { fleet } from '@/content/fleet';
import { photoLibrary } from '@/content/photo-library';
import { services } from '@/content/services';
import { decapConfig } from '@/lib/cms/decap-config';
import { decapFields, type DecapField } from '@/lib/cms/decap-fields';
import { OFFLINE_ROUTES } from '@/lib/offline/offline-routes.mjs';
import { aboutSchema, VALUE_ICONS } from '@/lib/schemas/content/about';
import { accountContentSchema } from '@/lib/schemas/content/account';
import { airAmbulancePageSchema } from '@/lib/schemas/content/air-ambulance';
import { aircraftPagesSchema } from '@/lib/schemas/content/aircraft-pages';
import { articleFileSchema } from '@/lib/schemas/content/article';
import { blogSchema } from '@/lib/schemas/content/blog';
import { bookingContentSchema } from '@/lib/schemas/content/booking';
import { companyDeskSchema, companyDetailsSchema } from '@/lib/schemas/content/company';
import { compareSchema } from '@/lib/schemas/content/compare';
import { contactFileSchema } from '@/lib/schemas/content/contact';
import { dashboardsSchema } from '@/lib/schemas/content/dashboards';
import { emptyLegsSchema, offerFileSchema } from '@/lib/schemas/content/empty-legs';
import { estimateCopySchema } from '@/lib/schemas/content/estimate';
import { aircraftSchema, fleetFileSchema } from '@/lib/schemas/content/fleet';
import { GALLERY_CATEGORIES, gallerySchema } from '@/lib/schemas/content/gallery';
import { homeSchema } from '@/lib/schemas/content/home';
import { coveredSchema, excludedSchema } from '@/lib/schemas/content/inclusions';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { offlineContentSchema } from '@/lib/schemas/content/offline';
import { pagesSchema } from '@/lib/schemas/content/pages';
import { POLICY_ADDRESSES, policyFileSchema } from '@/lib/schemas/content/policy';
import { priceGuideSchema } from '@/lib/schemas/content/price-guide';
import { rateCardSchema } from '@/lib/schemas/content/pricing';
import { AUDIT_LEVELS, provenanceFileSchema } from '@/lib/schemas/content/provenance';
import { routesSchema } from '@/lib/schemas/content/routes';
import { safetySchema } from '@/lib/schemas/content/safety';
import { servicePagesSchema } from '@/lib/schemas/content/service-pages';
import { SERVICE_ICONS, serviceSchema, servicesSchema } from '@/lib/schemas/content/services';
import { siteFileSchema } from '@/lib/schemas/content/site';
import { STAT_KEYS } from '@/lib/schemas/content/stats';
import { SITE_LINKS } from '@/lib/site-links';

const config = decapConfig({ today: '2026-11-28', backend: { repo: 'vayujets/website', branch: 'main' } });
type EditorFile = { name: string; label: string; file: string; fields: DecapField[] };
type Collection = { fields: DecapField[]; files: EditorFile[]; [option: string]: unknown };
const collection = (name: string) => config.collections.find((entry) => entry.name === name) as unknown as Collection;
const fieldsOf = (name: string) => collection(name).fields ?? [];
const field = (fields: DecapField[], name: string) => fields.find((entry) => entry.name === name)!;
const values = (options: unknown) => (options as { value: string }[]).map((option) => option.value);
const fileOf = (name: string, file: string) => collection(name).files!.find((entry) => entry.file === file)!;
const fleetFields = () => fileOf('fleet', 'content/data/fleet.json').fields;
const aircraftFields = () =>
  field(field(fleetFields(), 'categories').fields as DecapField[], 'aircraft').fields as DecapField[];
const cardFields = () => field(fileOf('fleet', 'content/data/provenance.json').fields, 'cards').fields as DecapField[];
const rateFields = () => fileOf('rate-card', 'content/data/pricing.json').fields;
const matches = ([source]: [string, string], value: string) => new RegExp(source).test(value);
const shapeOf = (schema: unknown) =>
  Object.keys((schema as { _zod: { def: { in: { _zod: { def: { shape: object } } } } } })._zod.def.in._zod.def.shape);
type Def = { shape?: object; keyType?: { _zod: { def: { entries: object } } } };
/** The names an object schema or an enum-keyed record holds, in order. */
const keysOf = (schema: unknown) => {
  const def = (schema as { _zod: { def: Def } })._zod.def;
  return Object.keys(def.shape ?? def.keyType!._zod.def.entries);
};
const names = (fields: DecapField[]) => fields.map((entry) => entry.name);
const accepts = (entry: DecapField, value: string) => new RegExp(entry.pattern![0]).test(value);

describe("the editor's configuration", () => {
  it('saves through pull requests on GitHub, and uses the local proxy on localhost', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'vayujets/website', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toBe(true);
    expect(config.media_folder).toBe('public/uploads');
    const elsewhere = decapConfig({ today: '2026-11-28', backend: config.backend, proxyPort: 18081 });
    expect(elsewhere.local_backend).toEqual({ url: 'http://localhost:18081/api/v1' });
  });

  it('edits each empty leg as its own YAML file with exactly the fields of the offer schema', () => {
    const legs = collection('empty-legs');
    expect(legs).toMatchObject({ folder: 'content/empty-legs', format: 'yaml', extension: 'yaml' });
    expect(fieldsOf('empty-legs').map((entry) => entry.name)).toEqual(shapeOf(offerFileSchema));
  });

  it('offers the fleet, the airports and the photo library as the only choices', () => {
    const legs = fieldsOf('empty-legs');
    expect(field(legs, 'aircraft').options).toEqual(
      fleet.categories.flatMap((category) => category.aircraft.map((plane) => plane.name)),
    );
    expect(values(field(legs, 'from').options)).toEqual(airports.map((airport) => airport.iata));
    expect(field(legs, 'from').options).toContainEqual({ label: 'Mumbai (BOM)', value: 'BOM' });
    const photo = field(fieldsOf('articles'), 'photo').fields as DecapField[];
    expect(values(field(photo, 'photoId').options)).toEqual(photoLibrary.map((entry) => entry.id));
    expect(field(photo, 'photoId').widget).toBe('photo');
  });

  it('refuses a negative fare and a past date with the schema’s words', () => {
    const legs = fieldsOf('empty-legs');
    const [price, priceMessage] = field(legs, 'price').pattern!;
    expect(new RegExp(price).test('-500000')).toBe(false);
    expect(priceMessage).toBe('must be a price in rupees above 0');
    const [date, dateMessage] = field(legs, 'date').pattern!;
    expect(new RegExp(date).test('2026-11-27')).toBe(false);
    expect(new RegExp(date).test('2026-12-27')).toBe(true);
    expect(dateMessage).toMatch(/^must be today or later/);
  });

  it('edits articles as Markdown files with the front matter of the article schema, without images', () => {
    const articles = collection('articles');
    expect(articles).toMatchObject({ folder: 'content/articles', format: 'frontmatter', extension: 'md' });
    expect(fieldsOf('articles').map((entry) => entry.name)).toEqual(
      shapeOf(articleFileSchema).filter((name) => name !== 'slug'),
    );
    const body = field(fieldsOf('articles'), 'body');
    expect(body.widget).toBe('markdown');
    expect(body.editor_components).toEqual([]);
    // Typed as Markdown, so `##` and links are kept; the rich-text mode would escape them.
    expect(body.modes).toEqual(['raw']);
    expect(body.hint).toMatch(/##.*500 to 1,200 words/);
  });

  it('edits the company, its figures, the home page, the pages and the inclusions as JSON files with exactly their schemas’ fields', () => {
    const files = (name: string) =>
      collection(name).files.map((entry) => [entry.file, names(entry.fields)] as [string, string[]]);
    for (const name of ['company', 'figures', 'home', 'pages', 'inclusions'])
      expect(collection(name)).toMatchObject({ format: 'json', extension: 'json' });
    expect(collection('company').label).toBe('Company');
    expect(files('company')).toEqual([
      ['content/data/company.json', keysOf(companyDeskSchema)],
      ['content/data/company-profile.json', keysOf(companyDetailsSchema)],
    ]);
    expect(files('figures')).toEqual([['content/data/stats.json', ['figures', 'notice']]]);
    expect(names(collection('figures').files[0].fields[0].fields as DecapField[])).toEqual([...STAT_KEYS]);
    expect(files('home')).toEqual([['content/data/home.json', keysOf(homeSchema)]]);
    expect(files('pages')).toEqual([['content/data/pages.json', keysOf(pagesSchema)]]);
    expect(files('inclusions')).toEqual([
      ['content/data/inclusions.json', keysOf(coveredSchema)],
      ['content/data/excluded.json', keysOf(excludedSchema)],
    ]);
  });

  it('edits each page’s words as a JSON file with exactly its schema’s fields', () => {
    expect(collection('page-words')).toMatchObject({ label: 'Page words', format: 'json', extension: 'json' });
    expect(collection('page-words').files.map((entry) => [entry.file, names(entry.fields)])).toEqual([
      ['content/data/about.json', keysOf(aboutSchema)],
      ['content/data/services.json', keysOf(servicesSchema)],
      ['content/data/service-pages.json', keysOf(servicePagesSchema({ serviceIds: [], aircraft: [] }))],
      ['content/data/routes.json', keysOf(routesSchema([]))],
      ['content/data/price-guide.json', keysOf(priceGuideSchema([]))],
      ['content/data/safety.json', keysOf(safetySchema)],
      ['content/data/empty-legs.json', keysOf(emptyLegsSchema)],
      ['content/data/air-ambulance.json', keysOf(airAmbulancePageSchema)],
    ]);
    const about = fileOf('page-words', 'content/data/about.json').fields;
    const values = field(field(about, 'values').fields as DecapField[], 'items').fields as DecapField[];
    expect(field(values, 'icon').options).toEqual([...VALUE_ICONS]);
    const milestones = field(
      field(field(about, 'story').fields as DecapField[], 'history').fields as DecapField[],
      'milestones',
    );
    expect(matches(field(milestones.fields as DecapField[], 'text').pattern!, 'x'.repeat(161))).toBe(false);
  });

  it('offers a service page only the services and the fleet’s aircraft, and a service only its icons', () => {
    const service = field(fileOf('page-words', 'content/data/services.json').fields, 'services').fields as DecapField[];
    expect(names(service)).toEqual(keysOf(serviceSchema));
    expect(field(service, 'icon').options).toEqual([...SERVICE_ICONS]);
    const pages = field(fileOf('page-words', 'content/data/service-pages.json').fields, 'pages').fields as DecapField[];
    expect(field(pages, 'id').options).toEqual(services.services.map((entry) => entry.id));
    expect(field(pages, 'typicalAircraft')).toMatchObject({
      widget: 'select',
      multiple: true,
      min: 1,
      max: 4,
      options: fleet.categories.flatMap((category) => category.aircraft.map((plane) => plane.name)),
    });
    expect(values(field(pages, 'jetType').options)).toEqual([...JET_TYPES]);
  });

  it('offers the routes and the price guide only airports, and a place or an airport note per airport', () => {
    const iata = airports.map((airport) => airport.iata);
    const routeFields = fileOf('page-words', 'content/data/routes.json').fields;
    const places = field(routeFields, 'places').fields as DecapField[];
    expect(names(places)).toEqual(iata);
    expect(field(places, 'BOM')).toMatchObject({ label: 'Mumbai (BOM)', required: false });
    // An airport without a place is left empty: its name and slug are asked for only when given.
    const place = field(places, 'TRV').fields as DecapField[];
    expect(place.map((entry) => [entry.name, entry.required])).toEqual([
      ['name', false],
      ['slug', false],
    ]);
    expect(names(field(routeFields, 'airportNotes').fields as DecapField[])).toEqual(iata);
    const pair = field(routeFields, 'pairs').fields as DecapField[];
    expect(values(field(pair, 'from').options)).toEqual(iata);
    expect(field(pair, 'to').pattern).toBeUndefined();
    const guide = fileOf('page-words', 'content/data/price-guide.json').fields;
    const sample = field(field(guide, 'samples').fields as DecapField[], 'routes').fields as DecapField[];
    expect(values(field(sample, 'to').options)).toEqual(iata);
    expect(values(field(field(guide, 'homeSample').fields as DecapField[], 'from').options)).toEqual(iata);
  });

  it('lets a safety section go without points, terms or a link, and refuses a link off the site', () => {
    const safety = fileOf('page-words', 'content/data/safety.json').fields;
    const section = field(safety, 'sections').fields as DecapField[];
    expect(names(section)).toEqual(['id', 'heading', 'paragraphs', 'points', 'terms', 'link']);
    for (const name of ['points', 'terms', 'link']) expect(field(section, name).required).toBe(false);
    const href = field(field(section, 'link').fields as DecapField[], 'href');
    expect(accepts(href, '/fleet/')).toBe(true);
    expect(accepts(href, 'https://example.com/')).toBe(false);
    expect(href.pattern![1]).toBe('must be an internal path like /fleet/');
  });

  it('edits the gallery, the contact page and the journal page as JSON files with exactly their schemas’ fields', () => {
    expect(collection('gallery-and-contact')).toMatchObject({ format: 'json', extension: 'json' });
    expect(collection('gallery-and-contact').files.map((entry) => [entry.file, names(entry.fields)])).toEqual([
      ['content/data/gallery.json', keysOf(gallerySchema)],
      ['content/data/contact.json', keysOf(contactFileSchema)],
      ['content/data/blog.json', keysOf(blogSchema)],
    ]);
    const item = field(fileOf('gallery-and-contact', 'content/data/gallery.json').fields, 'items');
    expect(item).toMatchObject({ min: 9, max: 9, summary: '{{fields.title}}' });
    const itemFields = item.fields as DecapField[];
    expect(names(itemFields)).toEqual(['id', 'type', 'title', 'category', 'description', 'photo', 'video']);
    expect(field(itemFields, 'category').options).toEqual([...GALLERY_CATEGORIES]);
    const photo = field(itemFields, 'photo').fields as DecapField[];
    expect(values(field(photo, 'photoId').options)).toEqual(photoLibrary.map((entry) => entry.id));
    // A photo leaves the film empty: the editor asks for none of its fields, the build checks a video's.
    const video = field(itemFields, 'video');
    expect(video.required).toBe(false);
    for (const name of ['src', 'captions']) expect(field(video.fields as DecapField[], name).required).toBe(false);
    expect(accepts(field(video.fields as DecapField[], 'src'), '/videos/boarding.mp4')).toBe(true);
    expect(accepts(field(video.fields as DecapField[], 'src'), 'https://example.com/film.mp4')).toBe(false);
    expect(field(itemFields, 'description').pattern![1]).toBe('keep descriptions within 240 characters');
  });

  it('edits the site’s, the offline and the account pages’ words as JSON files with exactly their schemas’ fields', () => {
    expect(collection('site-and-account')).toMatchObject({ format: 'json', extension: 'json' });
    expect(collection('site-and-account').files.map((entry) => [entry.file, names(entry.fields)])).toEqual([
      ['content/data/site.json', keysOf(siteFileSchema)],
      ['content/data/offline.json', keysOf(offlineContentSchema)],
      ['content/data/account.json', keysOf(accountContentSchema)],
      ['content/data/dashboards.json', keysOf(dashboardsSchema)],
    ]);
    // A link's label is edited, where it leads is the site's: no field for it, a hint naming it.
    const site = fileOf('site-and-account', 'content/data/site.json').fields;
    const nav = field(site, 'nav').fields as DecapField[];
    expect(names(nav)).toEqual(Object.keys(SITE_LINKS.nav));
    expect(field(nav, 'about')).toMatchObject({ widget: 'string', hint: 'Leads to /about/' });
    expect(names(field(site, 'chat').fields as DecapField[])).toEqual(['label', 'short', 'note']);
    expect(field(site, 'description').pattern![1]).toBe(
      'keep the description within 160 characters for search results',
    );
  });

  it('offers only the pages the worker keeps as offline pages, and lists the loyalty tiers with their thresholds', () => {
    const offline = fileOf('site-and-account', 'content/data/offline.json').fields;
    const available = field(field(offline, 'page').fields as DecapField[], 'available').fields as DecapField[];
    const href = field(field(available, 'pages').fields as DecapField[], 'href');
    expect(href).toMatchObject({ widget: 'select', options: [...OFFLINE_ROUTES] });
    expect(href.pattern).toBeUndefined();
    const customer = field(fileOf('site-and-account', 'content/data/account.json').fields, 'customer');
    const tiers = field(customer.fields as DecapField[], 'loyaltyTiers');
    expect(tiers.min).toBe(1);
    const threshold = field(tiers.fields as DecapField[], 'minPastFlights');
    expect(threshold).toMatchObject({ widget: 'number', value_type: 'int', min: 0 });
  });

  it('asks the contact page for its words only: the office comes from the company profile', () => {
    const contact = fileOf('gallery-and-contact', 'content/data/contact.json').fields;
    const location = field(contact, 'location').fields as DecapField[];
    expect(names(location)).toEqual(['title', 'text', 'hours', 'directions', 'photo', 'note']);
    expect(names(field(location, 'directions').fields as DecapField[])).toEqual(['label']);
    const subject = field(field(contact, 'subjects').fields as DecapField[], 'value');
    expect(subject.options).toEqual(['booking', 'quote', 'corporate', 'general']);
  });

  it('refuses a bad phone number, an http social link, a title over its limit and a comma in an item, in the schema’s words', () => {
    const [desk, profile] = collection('company').files;
    const e164 = field(field(desk.fields, 'phone').fields as DecapField[], 'e164');
    expect(accepts(e164, '+919820007777')).toBe(true);
    expect(accepts(e164, '98200 07777')).toBe(false);
    expect(e164.pattern![1]).toBe('must be an E.164 number such as +919820007777');
    const href = field(field(profile.fields, 'socials').fields as DecapField[], 'href');
    expect(accepts(href, 'https://www.instagram.com/vayujets')).toBe(true);
    expect(accepts(href, '')).toBe(true);
    expect(accepts(href, 'http://www.instagram.com/vayujets')).toBe(false);
    expect(href.pattern![1]).toBe('must be an https URL, or empty to hide it');

    const about = field(collection('pages').files[0].fields, 'about').fields as DecapField[];
    // A page's address is code (lib/site-links.ts): its words are all a marketer sees of it.
    expect(about.map(({ label }) => label)).toEqual([
      'Title',
      'Search description',
      'Heading',
      'Eyebrow',
      'Opening words',
      'Listed in search engines',
    ]);
    const title = field(about, 'title');
    expect(accepts(title, 'About us')).toBe(true);
    expect(accepts(title, 'x'.repeat(61))).toBe(false);
    expect(title.pattern![1]).toBe('keep titles within 60 characters');

    const hourly = field(collection('inclusions').files[0].fields, 'hourly').fields as DecapField[];
    expect(accepts(field(hourly, 'text'), 'Fuel, crew and catering')).toBe(false);
    expect(field(hourly, 'text').pattern![1]).toBe('must not hold a comma: it is joined into a list');
  });

  it('lets a figure be confirmed, and a figure that stands alone go without a noun', () => {
    const flights = field(collection('figures').files[0].fields[0].fields as DecapField[], 'flights');
    const fields = flights.fields as DecapField[];
    expect(field(fields, 'confirm').options).toEqual(['company', 'confirmed']);
    expect(field(fields, 'noun').required).toBe(false);
    expect(field(fields, 'value').pattern![1]).toBe('must be a figure such as 500+, 98%, 99.8% or 24/7');
  });

  it('edits the fleet, its provenance cards and the rate card as JSON files with exactly their schemas’ fields', () => {
    expect(collection('fleet')).toMatchObject({ label: 'Fleet', format: 'json' });
    expect(collection('rate-card')).toMatchObject({ label: 'Rate card', format: 'json' });
    expect(names(fleetFields())).toEqual(keysOf(fleetFileSchema));
    expect(names(aircraftFields())).toEqual(keysOf(aircraftSchema));
    expect(names(fileOf('fleet', 'content/data/provenance.json').fields)).toEqual(keysOf(provenanceFileSchema));
    expect(names(rateFields())).toEqual(keysOf(rateCardSchema));
    // Every category has its rates, labelled as /book labels it.
    const categories = field(rateFields(), 'jetTypes').fields as DecapField[];
    expect(names(categories)).toEqual([...JET_TYPES]);
    expect(field(categories, 'light').label).toBe('Light Jet');
  });

  it('follows the schema when a field is added to it or removed from it', () => {
    const extended = fleetFileSchema.extend({ tagline: fleetFileSchema.shape.categories.element.shape.name });
    expect(names(decapFields(extended, { today: '2026-11-28' }))).toEqual([...keysOf(fleetFileSchema), 'tagline']);
    const fewer = aircraftSchema.omit({ baggageCuFt: true });
    expect(names(decapFields(fewer, { today: '2026-11-28' }))).not.toContain('baggageCuFt');
  });

  it('refuses a negative or zero hourly rate, a wrong registration and an hour band not offered, in the schema’s words', () => {
    const light = field(field(rateFields(), 'jetTypes').fields as DecapField[], 'light').fields as DecapField[];
    const rate = field(light, 'indicativePrice');
    expect(rate).toMatchObject({ widget: 'number', value_type: 'int' });
    expect(rate.required).toBeUndefined();
    expect(matches(rate.pattern!, '-250000')).toBe(false);
    expect(matches(rate.pattern!, '0')).toBe(false);
    expect(matches(rate.pattern!, '275000')).toBe(true);
    expect(rate.pattern![1]).toBe('the hourly rate is in rupees, above 0');
    const registration = field(cardFields(), 'registration');
    expect(registration.required).toBeUndefined();
    expect(registration.pattern).toEqual(['^VT-[A-Z]{3}$', 'must be an Indian registration such as VT-VJA']);
    const hours = field(field(cardFields(), 'crew').fields as DecapField[], 'captainHoursOnType');
    expect(matches(hours.pattern!, '5000')).toBe(true);
    expect(matches(hours.pattern!, '4000')).toBe(false);
    expect(hours.pattern![1]).toMatch(/^must be one of the bands 500, 1000/);
  });

  it('offers only the photo library, the categories, the fleet’s aircraft and each audit’s own levels', () => {
    const photo = field(aircraftFields(), 'photo').fields as DecapField[];
    expect(values(field(photo, 'photoId').options)).toEqual(photoLibrary.map((entry) => entry.id));
    const category = field(field(fleetFields(), 'categories').fields as DecapField[], 'jetType');
    expect(values(category.options)).toEqual([...JET_TYPES]);
    expect(field(cardFields(), 'aircraft').options).toEqual(
      fleet.categories.flatMap((entry) => entry.aircraft.map((plane) => plane.name)),
    );
    const audits = field(cardFields(), 'audits');
    expect(audits.typeKey).toBe('standard');
    const types = audits.types as { name: string; fields: DecapField[] }[];
    expect(types.map((type) => type.name)).toEqual(Object.keys(AUDIT_LEVELS));
    for (const type of types)
      expect(field(type.fields, 'level').options).toEqual([...AUDIT_LEVELS[type.name as keyof typeof AUDIT_LEVELS]]);
    const takeoff = field(aircraftFields(), 'takeoff').fields as DecapField[];
    expect(field(takeoff, 'kind').options).toEqual(['runway', 'helipad']);
    expect(field(takeoff, 'lengthM')).toMatchObject({ required: false, min: 500, max: 3000 });
  });

  it('edits the legal pages and the planning pages’ words as JSON files with exactly their schemas’ fields', () => {
    const files = (name: string) => collection(name).files.map((entry) => [entry.file, names(entry.fields)]);
    expect(collection('legal')).toMatchObject({ label: 'Legal pages', format: 'json', extension: 'json' });
    expect(collection('planning')).toMatchObject({ label: 'Planning pages', format: 'json', extension: 'json' });
    expect(files('legal')).toEqual(
      ['privacy', 'terms', 'accessibility'].map((page) => [`content/data/${page}.json`, keysOf(policyFileSchema)]),
    );
    expect(files('planning')).toEqual([
      ['content/data/booking.json', keysOf(bookingContentSchema)],
      ['content/data/aircraft-pages.json', keysOf(aircraftPagesSchema([]))],
      ['content/data/compare.json', keysOf(compareSchema([]))],
      ['content/data/estimate.json', keysOf(estimateCopySchema)],
    ]);
  });

  it('dates a legal page with a real date, lets it write to the company’s addresses only, and keeps a table’s rows as lists', () => {
    const privacy = fileOf('legal', 'content/data/privacy.json').fields;
    const updated = field(privacy, 'updated');
    expect(updated).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(accepts(updated, '2026-11-26')).toBe(true);
    expect(accepts(updated, '2026-02-30')).toBe(false);
    expect(updated.pattern![1]).toBe('must be a date written YYYY-MM-DD');
    const section = field(privacy, 'sections').fields as DecapField[];
    expect(names(section)).toEqual(['id', 'heading', 'paragraphs', 'points', 'table', 'write']);
    const write = field(section, 'write').fields as DecapField[];
    expect(values(field(write, 'email').options)).toEqual([...POLICY_ADDRESSES]);
    expect(field(write, 'email').pattern).toBeUndefined();
    // A section without an address or a table saves: their fields are asked only of one that has them.
    expect(field(section, 'write').required).toBe(false);
    for (const entry of write) expect(entry.required).toBe(false);
    const rows = field(field(section, 'table').fields as DecapField[], 'rows');
    expect(rows).toMatchObject({ widget: 'list', field: { widget: 'list', field: { widget: 'string' } } });
  });

  it('offers the aircraft pages’ sample routes and Compare’s places only the airports the estimator knows', () => {
    const iata = airports.map((airport) => airport.iata);
    const pages = fileOf('planning', 'content/data/aircraft-pages.json').fields;
    const types = field(pages, 'jetTypes').fields as DecapField[];
    expect(names(types)).toEqual([...JET_TYPES]);
    for (const type of types) {
      const route = field(type.fields as DecapField[], 'sampleRoutes').fields as DecapField[];
      for (const side of ['from', 'to']) expect(values(field(route, side).options)).toEqual(iata);
    }
    const helicopter = field(types, 'helicopter').fields as DecapField[];
    for (const entry of field(helicopter, 'cabinPhoto').fields as DecapField[]) expect(entry.required).toBe(false);
    const compare = fileOf('planning', 'content/data/compare.json').fields;
    for (const place of ['from', 'destinations', 'sampleTrip'])
      expect(values(field(field(compare, place).fields as DecapField[], 'iata').options)).toEqual(iata);
    const consultant = field(fileOf('planning', 'content/data/booking.json').fields, 'consultant')
      .fields as DecapField[];
    expect(values(field(consultant, 'photoId').options)).toEqual(photoLibrary.map((entry) => entry.id));
  });
});

import { readFileSync } from 'node:fs';
import { airports } from '@/content/airports';
import { pricing } from '@/content/pricing';
import { splitFrontMatter } from '@/lib/articles/front-matter';
import { ARTICLES_DIR, parseArticle } from '@/lib/articles/load';
import { fieldMessage } from '@/lib/cms/checked-widgets';
import { contentSnapshot } from '@/lib/cms/content-snapshot';
import { decapConfig } from '@/lib/cms/decap-config';
import { ARTICLES, entryIssues, OFFERS } from '@/lib/cms/entry-checks';
import { readYaml } from '@/lib/content-files/yaml';
import { OFFERS_DIR } from '@/lib/empty-legs/offer-files';
import { checkedOffers } from '@/lib/empty-legs/offers';
import { dataFileRules, ruleContext, type DataFile } from '@/lib/schemas/content/data-file-rules';
import { parseContent } from '@/lib/schemas/content/parse-content';
import { pricingSchema } from '@/lib/schemas/content/pricing';
import { mumbaiDate } from '@/lib/time/mumbai-date';

// One table of content the build refuses, run through the build's own check and through the
// editor's (what /admin/ runs before it saves): each must refuse it, with the same words, at the same field.

const rates = pricingSchema.parse(pricing);
const OFFER_FILE = 'content/empty-legs/vj-el-110.yaml';
const offer = readYaml(OFFER_FILE, readFileSync(OFFER_FILE, 'utf8')) as Record<string, unknown>;
const ARTICLE_FILE = 'content/articles/dubai-weekend.md';
const { data: front, body } = splitFrontMatter(ARTICLE_FILE, readFileSync(ARTICLE_FILE, 'utf8'));
const article = { ...(front as Record<string, unknown>), body };

type Case = [what: string, change: Record<string, unknown>, field: string, words: string | RegExp];

const offerCases: Case[] = [
  ['12 seats on a jet that seats 9', { seats: 12 }, 'seats', 'a Midsize Jet seats at most 9'],
  [
    'a fare above the estimator’s one-way price',
    { price: 1_250_000 },
    'price',
    /must be below the estimator's one-way price for this route and category \(₹[\d,]+\)/,
  ],
  ['a fare of 0', { price: 0 }, 'price', 'must be a price in rupees above 0'],
  ['a fare in paise', { price: 540000.5 }, 'price', 'must be a whole number of rupees'],
  [
    'an aircraft not in the fleet',
    { aircraft: 'Concorde' },
    'aircraft',
    /must be the name of an aircraft in the fleet/,
  ],
  ['the same airport at both ends', { to: 'AMD' }, 'to', 'must differ from the departure airport'],
  ['a last date before the first', { lastDate: '2027-01-10' }, 'lastDate', /must be after the first date/],
  ['a date that is no date', { date: '2027-02-30' }, 'date', 'must be a date written YYYY-MM-DD'],
  ['a reference unlike VJ-EL-101', { reference: 'EL-110' }, 'reference', 'must look like VJ-EL-101'],
  ['an airport the estimator does not know', { from: 'XXX' }, 'from', /must be the IATA code of an airport/],
  ['no seats', { seats: 0 }, 'seats', 'an offer has at least one seat'],
];

const articleCases: Case[] = [
  ['a text with no ## section', { body: 'One paragraph and nothing else.' }, 'body', /##/],
  ['HTML in the text', { body: `${body}\n\n<div>hi</div>\n` }, 'body', /HTML/],
  [
    'an image in the text',
    { body: `${body}\n\n![a jet](https://example.com/jet.jpg)\n` },
    'body',
    /photos in the text/,
  ],
  ['a link to javascript:', { body: `${body}\n\n[x](javascript:alert(1))\n` }, 'body', /link/i],
  ['a title over 90 characters', { title: 'A'.repeat(91) }, 'title', 'keep titles within 90 characters'],
  ['a category that is no filter', { category: 'Gossip' }, 'category', /must be one of Industry News/],
  [
    'an invented photo',
    { photo: { photoId: 'photo-123', alt: 'A jet on the apron at dusk' } },
    'photo',
    /photo-library/,
  ],
  ['a date that is no date', { date: '2026-02-30' }, 'date', 'must be a real date written like 2026-03-14'],
  ['a misspelt field', { autor: 'Someone' }, '', /autor/],
];

const issuesAt = (issues: ReturnType<typeof entryIssues>, field: string) =>
  issues.filter((issue) => String(issue.path[0] ?? '') === field).map((issue) => issue.message);

describe('the editor refuses what the build refuses, in its words', () => {
  it.each(offerCases)('an empty leg with %s', (_what, change, field, words) => {
    const data = { ...offer, ...change };
    expect(() => checkedOffers([{ file: OFFER_FILE, data }], airports, rates)).toThrow(
      typeof words === 'string' ? words : words,
    );
    const messages = issuesAt(entryIssues({ collection: 'empty-legs', data }), field);
    expect(messages.some((message) => (typeof words === 'string' ? message === words : words.test(message)))).toBe(
      true,
    );
  });

  it.each(articleCases)('an article with %s', (_what, change, field, words) => {
    const { body: text, ...data } = { ...article, ...change } as Record<string, unknown>;
    const source = `---\n${Object.entries(data)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n')}\n---\n${text}`;
    expect(() => parseArticle('content/articles/dubai-weekend.md', source)).toThrow(words);
    const issues = entryIssues({ collection: 'articles', slug: 'dubai-weekend', data: { ...data, body: text } });
    const messages = field ? issuesAt(issues, field) : issues.map((issue) => issue.message);
    expect(messages.some((message) => (typeof words === 'string' ? message === words : words.test(message)))).toBe(
      true,
    );
  });

  it('accepts the files the build accepts', () => {
    expect(entryIssues({ collection: 'empty-legs', data: offer })).toEqual([]);
    expect(entryIssues({ collection: 'articles', slug: 'dubai-weekend', data: article })).toEqual([]);
    // A new article has no file name yet; what the editor leaves empty is not written.
    expect(entryIssues({ collection: 'articles', data: { ...article, extra: '' } })).toEqual([]);
  });

  it('says each refusal in a sentence under its field', () => {
    const issues = entryIssues({ collection: 'empty-legs', data: { ...offer, seats: 12 } });
    expect(fieldMessage('Seats', issues)).toBe('Seats: a Midsize Jet seats at most 9.');
  });
});

const snapshot = contentSnapshot();
const today = mumbaiDate();
const codes = airports.map((airport) => airport.iata);
const buildRefuses = (files: Record<string, unknown>, file: DataFile) => () =>
  parseContent(dataFileRules(ruleContext(files, today, codes))[file], files[file], file);
const editorSays = (file: DataFile, data: unknown) =>
  entryIssues({ collection: 'data', file, data }, snapshot, today).map((issue) => issue.message);
const editedFiles = decapConfig({ today, backend: { repo: 'o/r', branch: 'main' } })
  .collections.flatMap((collection) => collection.files ?? [])
  .map((file) => file.file as DataFile);

describe('every data file the editor edits is checked with the build’s rules', () => {
  it('has the build’s rules for each file of the editor, and the snapshot holds them all', () => {
    const rules = dataFileRules(ruleContext(snapshot.files, today, codes));
    expect(editedFiles.filter((file) => !(file in rules))).toEqual([]);
    expect(Object.keys(rules).filter((file) => !(file in snapshot.files))).toEqual([]);
    expect([OFFERS, ARTICLES]).toEqual([OFFERS_DIR, ARTICLES_DIR]);
  });

  it.each(editedFiles)('accepts %s as built, and refuses it emptied as the build does', (file) => {
    expect(entryIssues({ collection: 'data', file, data: snapshot.files[file] }, snapshot, today)).toEqual([]);
    const emptied = { ...snapshot.files, [file]: {} };
    expect(buildRefuses(emptied, file)).toThrow(/Invalid content/);
    const said = editorSays(file, {}).filter((message) => !message.startsWith('content/data/'));
    expect(said.length).toBeGreaterThan(0);
    for (const message of said) expect(buildRefuses(emptied, file)).toThrow(message);
  });
});

describe('rules across files: the editor compares the entry with the other files, in the build’s words', () => {
  const fleet = snapshot.files['content/data/fleet.json'] as { categories: { aircraft: Record<string, unknown>[] }[] };
  const withAircraft = {
    ...fleet,
    categories: fleet.categories.map((category, index) =>
      index
        ? category
        : { ...category, aircraft: [...category.aircraft, { ...category.aircraft[0], name: 'Test Jet 1' }] },
    ),
  };

  it('refuses an aircraft with no safety and provenance card', () => {
    const files = { ...snapshot.files, 'content/data/fleet.json': withAircraft };
    expect(buildRefuses(files, 'content/data/provenance.json')).toThrow('cards: no card for Test Jet 1');
    expect(editorSays('content/data/fleet.json', withAircraft)).toContain(
      'content/data/provenance.json: cards: no card for Test Jet 1',
    );
  });

  it('refuses a service without its page', () => {
    const services = snapshot.files['content/data/services.json'] as { services: Record<string, unknown>[] };
    const more = { ...services, services: [...services.services, { ...services.services[0], id: 'test-service' }] };
    const files = { ...snapshot.files, 'content/data/services.json': more };
    const words = 'every service in content/data/services.json needs a page';
    expect(buildRefuses(files, 'content/data/service-pages.json')).toThrow(words);
    expect(editorSays('content/data/services.json', more)).toContain(
      `content/data/service-pages.json: pages: ${words}`,
    );
  });

  it('refuses an item both covered and excluded', () => {
    const covered = snapshot.files['content/data/inclusions.json'] as Record<string, unknown[]>;
    const excluded = snapshot.files['content/data/excluded.json'] as { excluded: unknown[] };
    const data = { ...covered, hourly: [...covered.hourly, excluded.excluded[0]] };
    expect(editorSays('content/data/inclusions.json', data).some((message) => /repeats the id/.test(message))).toBe(
      true,
    );
  });

  it('refuses a reference another offer has', () => {
    const other = snapshot.offers.find((item) => item.file !== OFFER_FILE)!;
    const data = { ...offer, reference: other.reference };
    expect(() =>
      checkedOffers(
        [
          { file: other.file, data: { ...offer, reference: other.reference } },
          { file: OFFER_FILE, data },
        ],
        airports,
        rates,
      ),
    ).toThrow(`reference: is used by another offer (${other.file})`);
    const issues = entryIssues({ collection: 'empty-legs', slug: 'vj-el-110', data }, snapshot, today);
    expect(issuesAt(issues, 'reference')).toContain(`is used by another offer (${other.file})`);
    expect(entryIssues({ collection: 'empty-legs', slug: 'vj-el-110', data: offer }, snapshot, today)).toEqual([]);
  });

  it('refuses a photo another article shows', () => {
    const other = snapshot.articles.find((item) => item.file !== ARTICLE_FILE)!;
    const data = {
      ...article,
      photo: { ...((article as Record<string, unknown>).photo as object), photoId: other.photoId },
    };
    const issues = entryIssues({ collection: 'articles', slug: 'dubai-weekend', data }, snapshot, today);
    expect(issues).toContainEqual({
      path: ['photo', 'photoId'],
      message: `is the photo of another article (${other.file})`,
    });
    expect(entryIssues({ collection: 'articles', slug: 'dubai-weekend', data: article }, snapshot, today)).toEqual([]);
  });
});

describe('the editor’s error list', () => {
  it('is unshouted by a class Decap’s pinned build still gives it (scripts/build-admin.mjs)', () => {
    const decap = readFileSync('node_modules/decap-cms/dist/decap-cms.js', 'utf8');
    const admin = readFileSync('scripts/build-admin.mjs', 'utf8');
    const target = admin.match(/ul\.(\w+)/)?.[1];
    expect(decap).toContain(`target:"${target}",label:"ControlErrorsList"`);
  });
});

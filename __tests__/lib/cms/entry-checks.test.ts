import { readFileSync } from 'node:fs';
import { airports } from '@/content/airports';
import { pricing } from '@/content/pricing';
import { splitFrontMatter } from '@/lib/articles/front-matter';
import { parseArticle } from '@/lib/articles/load';
import { fieldMessage } from '@/lib/cms/checked-widgets';
import { entryIssues } from '@/lib/cms/entry-checks';
import { readYaml } from '@/lib/content-files/yaml';
import { checkedOffers } from '@/lib/empty-legs/offers';
import { pricingSchema } from '@/lib/schemas/content/pricing';

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

describe('the editor’s error list', () => {
  it('is unshouted by a class Decap’s pinned build still gives it (scripts/build-admin.mjs)', () => {
    const decap = readFileSync('node_modules/decap-cms/dist/decap-cms.js', 'utf8');
    const admin = readFileSync('scripts/build-admin.mjs', 'utf8');
    const target = admin.match(/ul\.(\w+)/)?.[1];
    expect(decap).toContain(`target:"${target}",label:"ControlErrorsList"`);
  });
});

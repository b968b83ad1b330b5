import { airports } from '@/content/airports';
import { pricing } from '@/content/pricing';
import type { ContentSnapshot } from '@/lib/cms/content-snapshot';
import { checkedOfferSchema, referenceTaken } from '@/lib/empty-legs/offers';
import { articleFileSchema, photoTaken } from '@/lib/schemas/content/article';
import { dataFileRules, joinedFileRules, ruleContext, type DataFile } from '@/lib/schemas/content/data-file-rules';
import { pricingSchema } from '@/lib/schemas/content/pricing';
import { mumbaiDate } from '@/lib/time/mumbai-date';

// The build's own schemas and refinements, run by the editor so a save the build would refuse is refused first.

export type EntryIssue = { path: PropertyKey[]; message: string };
type Check = { safeParse: (data: unknown) => { success: boolean; error?: { issues: EntryIssue[] } } };
export type Entry = { collection: string; file?: string; slug?: string; data: unknown };

const offerSchema = checkedOfferSchema(airports, pricingSchema.parse(pricing));
const NEW_ARTICLE = 'new-article';
export const OFFERS = 'content/empty-legs';
export const ARTICLES = 'content/articles';
const airportCodes = airports.map((airport) => airport.iata);
const EMPTY: ContentSnapshot = { files: {}, offers: [], articles: [] };

function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== '' && item !== null && item !== undefined)
        .map(([key, item]) => [key, withoutEmpty(item)]),
    );
  return value;
}

const issuesOf = (schema: Check, data: unknown): EntryIssue[] => {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error!.issues.map(({ path, message }) => ({ path, message }));
};
const said = ({ path, message }: EntryIssue) => `${path.map(String).join('.') || '(root)'}: ${message}`;

function dataFileIssues(file: DataFile, data: Record<string, unknown>, snapshot: ContentSnapshot, today: string) {
  const files = { ...snapshot.files, [file]: data };
  const rules = dataFileRules(ruleContext(files, today, airportCodes));
  const own = issuesOf(rules[file], data);
  const before = dataFileRules(ruleContext(snapshot.files, today, airportCodes));
  const first = Object.keys(data)[0] ?? '';
  const elsewhere = (label: string, now: EntryIssue[], then: EntryIssue[]) => {
    const known = new Set(then.map(said));
    return now
      .filter((issue) => !known.has(said(issue)))
      .map((issue) => ({
        path: [first],
        message: `${label}: ${said(issue)}`,
      }));
  };
  const others = (Object.keys(rules) as DataFile[])
    .filter((other) => other !== file && other in snapshot.files)
    .flatMap((other) =>
      elsewhere(other, issuesOf(rules[other], files[other]), issuesOf(before[other], snapshot.files[other])),
    );
  const joined = joinedFileRules
    .filter((rule) => (rule.files as readonly string[]).includes(file))
    .flatMap((rule) => {
      const issues = issuesOf(rule.schema, Object.assign({}, ...rule.files.map((name) => files[name])));
      const mine = issues.filter((issue) => String(issue.path[0]) in data);
      const then = issuesOf(rule.schema, Object.assign({}, ...rule.files.map((name) => snapshot.files[name])));
      return [
        ...mine,
        ...elsewhere(
          rule.label,
          issues.filter((issue) => !mine.includes(issue)),
          then,
        ),
      ];
    });
  return [...own, ...others, ...joined];
}

function takenBy<T extends { file: string }>(items: T[], own: string | undefined, test: (item: T) => boolean) {
  return items.find((item) => item.file !== own && test(item))?.file;
}

export function entryIssues(
  { collection, file, slug, data }: Entry,
  snapshot: ContentSnapshot = EMPTY,
  today = mumbaiDate(),
): EntryIssue[] {
  const clean = withoutEmpty(data) as Record<string, unknown>;
  if (collection === 'empty-legs') {
    const own = slug ? `${OFFERS}/${slug}.yaml` : undefined;
    const other = takenBy(snapshot.offers, own, (offer) => offer.reference === clean.reference);
    return [
      ...issuesOf(offerSchema, clean),
      ...(other ? [{ path: ['reference'], message: referenceTaken(other) }] : []),
    ];
  }
  if (collection === 'articles') {
    const own = slug ? `${ARTICLES}/${slug}.md` : undefined;
    const photoId = (clean.photo as { photoId?: unknown } | undefined)?.photoId;
    const other = takenBy(snapshot.articles, own, (article) => article.photoId === photoId);
    return [
      ...issuesOf(articleFileSchema, { body: '', ...clean, slug: slug || NEW_ARTICLE }),
      ...(other ? [{ path: ['photo', 'photoId'], message: photoTaken(other) }] : []),
    ];
  }
  const rules = dataFileRules(ruleContext(snapshot.files, today, airportCodes));
  // A data file is written whole, its empty texts kept: the build reads them as written.
  if (file && file in rules) return dataFileIssues(file as DataFile, data as Record<string, unknown>, snapshot, today);
  return [];
}

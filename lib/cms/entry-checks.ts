import { airports } from '@/content/airports';
import { pricing } from '@/content/pricing';
import { FLEET_FILE, PROVENANCE_FILE, RATE_CARD_FILE } from '@/lib/cms/collections/fleet';
import { checkedOfferSchema } from '@/lib/empty-legs/offers';
import { articleFileSchema } from '@/lib/schemas/content/article';
import { fleetFileSchema } from '@/lib/schemas/content/fleet';
import { pricingSchema, rateCardSchema } from '@/lib/schemas/content/pricing';
import { provenanceFileSchema } from '@/lib/schemas/content/provenance';

// The build's own schemas and refinements, run by the editor on the entry being edited.

export type EntryIssue = { path: PropertyKey[]; message: string };
type Check = { safeParse: (data: unknown) => { success: boolean; error?: { issues: EntryIssue[] } } };

const offerSchema = checkedOfferSchema(airports, pricingSchema.parse(pricing));
const NEW_ARTICLE = 'new-article';

const fileChecks: Record<string, Check> = {
  [FLEET_FILE]: fleetFileSchema,
  [PROVENANCE_FILE]: provenanceFileSchema,
  [RATE_CARD_FILE]: rateCardSchema,
};

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

export function entryIssues({
  collection,
  file,
  slug,
  data,
}: {
  collection: string;
  file?: string;
  slug?: string;
  data: unknown;
}): EntryIssue[] {
  const clean = withoutEmpty(data) as Record<string, unknown>;
  let result;
  if (collection === 'empty-legs') result = offerSchema.safeParse(clean);
  else if (collection === 'articles')
    result = articleFileSchema.safeParse({ body: '', ...clean, slug: slug || NEW_ARTICLE });
  else if (file && fileChecks[file]) result = fileChecks[file].safeParse(clean);
  else return [];
  return result.success ? [] : result.error!.issues.map(({ path, message }) => ({ path, message }));
}

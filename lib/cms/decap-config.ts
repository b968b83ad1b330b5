import { airports } from '@/content/airports';
import { photoLibrary } from '@/content/photo-library';
import { pricing } from '@/content/pricing';
import { ARTICLES_DIR } from '@/lib/articles/load';
import { companyAndWordsCollections } from '@/lib/cms/collections/company-and-words';
import { fleetCollections } from '@/lib/cms/collections/fleet';
import { galleryAndContactCollection } from '@/lib/cms/collections/gallery-and-contact';
import { legalAndPlanningCollections } from '@/lib/cms/collections/legal-and-planning';
import { pageWordsCollection } from '@/lib/cms/collections/page-words';
import { siteAndAccountCollection } from '@/lib/cms/collections/site-and-account';
import { decapFields, type DecapCollection, type DecapField } from '@/lib/cms/decap-fields';
import { DEFAULT_PROXY_PORT, MEDIA_FOLDER, PUBLIC_FOLDER } from '@/lib/cms/editable-folders.mjs';
import { PHOTO_WIDGET } from '@/lib/cms/photo-picker';
import { OFFERS_DIR } from '@/lib/empty-legs/offer-files';
import { articleFileSchema } from '@/lib/schemas/content/article';
import { offerFileSchema } from '@/lib/schemas/content/empty-legs';

export type Backend = {
  repo: string;
  branch: string;
  authBaseUrl?: string;
};

const shorten = (text: string, length = 70) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

const choiceLabels = new Map<string, string>([
  ...airports.map((airport): [string, string] => [airport.iata, `${airport.city} (${airport.iata})`]),
  ...photoLibrary.map((photo): [string, string] => [photo.id, `${shorten(photo.shows)} (${photo.id})`]),
  ...Object.entries(pricing.jetTypes).map(([type, rate]): [string, string] => [type, rate.label]),
]);

// Markdown typed as Markdown: Decap's rich-text mode escapes a typed `##` or link, so the raw mode is the only one.
function withMarkdown(fields: DecapField[]): DecapField[] {
  return fields.map((field) =>
    field.widget === 'markdown' ? { ...field, editor_components: [], modes: ['raw'] } : field,
  );
}

const PHOTO_IDS = new Set<string>(photoLibrary.map((photo) => photo.id));

export function withPhotoPicker(fields: DecapField[]): DecapField[] {
  return fields.map((field) => {
    const options = field.options as ({ value: string } | string)[] | undefined;
    const isPhoto =
      field.widget === 'select' &&
      !field.multiple &&
      options?.length &&
      options.every((option) => PHOTO_IDS.has(typeof option === 'string' ? option : option.value));
    if (isPhoto) return { ...field, widget: PHOTO_WIDGET };
    return Array.isArray(field.fields) ? { ...field, fields: withPhotoPicker(field.fields as DecapField[]) } : field;
  });
}

function withPhotos(collection: DecapCollection): DecapCollection {
  if (collection.fields) return { ...collection, fields: withPhotoPicker(collection.fields) };
  return { ...collection, files: collection.files?.map((file) => ({ ...file, fields: withPhotoPicker(file.fields) })) };
}

export function decapConfig({
  today,
  backend,
  proxyPort = DEFAULT_PROXY_PORT,
}: {
  today: string;
  backend: Backend;
  proxyPort?: number;
}) {
  const options = { today, choiceLabel: (value: string) => choiceLabels.get(value) };
  const collections: DecapCollection[] = [
    {
      name: 'empty-legs',
      label: 'Empty legs',
      label_singular: 'Empty leg',
      description: 'The empty legs on sale. An offer leaves the site by itself once its last date has passed.',
      folder: OFFERS_DIR,
      extension: 'yaml',
      format: 'yaml',
      create: true,
      delete: true,
      identifier_field: 'reference',
      slug: '{{reference}}',
      summary: '{{reference}}: {{from}} to {{to}}, {{date}}',
      sortable_fields: ['date', 'reference'],
      fields: decapFields(offerFileSchema, options),
    },
    {
      name: 'articles',
      label: 'Journal articles',
      label_singular: 'Article',
      description: 'The journal on /blog. The file name is the address; the reading time is worked out.',
      folder: ARTICLES_DIR,
      extension: 'md',
      format: 'frontmatter',
      create: true,
      delete: true,
      identifier_field: 'title',
      slug: '{{slug}}',
      summary: '{{title}} ({{date}})',
      sortable_fields: ['date', 'title'],
      preview_path: 'blog/{{slug}}/',
      fields: withMarkdown(decapFields(articleFileSchema, options, ['slug'])),
    },
    ...fleetCollections(options),
    ...companyAndWordsCollections(options),
    pageWordsCollection(options),
    galleryAndContactCollection(options),
    ...legalAndPlanningCollections(options),
    siteAndAccountCollection(options),
  ];
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authBaseUrl ? { base_url: backend.authBaseUrl } : {}),
    },
    publish_mode: 'editorial_workflow',
    local_backend: proxyPort === DEFAULT_PROXY_PORT ? true : { url: `http://localhost:${proxyPort}/api/v1` },
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    site_url: '/',
    display_url: '/',
    logo_url: '/icon.svg',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: collections.map(withPhotos),
  };
}

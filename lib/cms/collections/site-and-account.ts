import { adjust } from '@/lib/cms/adjust-fields';
import {
  decapFields,
  type DecapCollection,
  type DecapField,
  type DecapFile,
  type FieldOptions,
} from '@/lib/cms/decap-fields';
import { OFFLINE_ROUTES } from '@/lib/offline/offline-routes.mjs';
import { accountContentSchema } from '@/lib/schemas/content/account';
import { dashboardsSchema } from '@/lib/schemas/content/dashboards';
import { offlineContentSchema } from '@/lib/schemas/content/offline';
import { siteFileSchema } from '@/lib/schemas/content/site';

const SITE_FILE = 'content/data/site.json';
const OFFLINE_FILE = 'content/data/offline.json';
const ACCOUNT_FILE = 'content/data/account.json';

// The pages listed as open offline are the ones the worker keeps: a choice among them, never typed.
function offlineFields(options: FieldOptions) {
  const fields = adjust(decapFields(offlineContentSchema, options), ['page', 'available', 'pages'], (field) => ({
    ...field,
    summary: '{{fields.label}}',
  }));
  return adjust(fields, ['page', 'available', 'pages', 'href'], (field) => {
    const route: DecapField = { ...field, widget: 'select', options: [...OFFLINE_ROUTES] };
    delete route.pattern;
    return route;
  });
}

function accountFields(options: FieldOptions) {
  return adjust(decapFields(accountContentSchema, options), ['customer', 'loyaltyTiers'], (field) => ({
    ...field,
    summary: '{{fields.name}}: from {{fields.minPastFlights}} past flights',
  }));
}

export function siteAndAccountCollection(options: FieldOptions): DecapCollection {
  const files: DecapFile[] = [
    {
      name: 'site',
      label: 'Site: tagline, chat button, header and footer',
      file: SITE_FILE,
      fields: decapFields(siteFileSchema, options),
    },
    {
      name: 'offline',
      label: 'Offline: the page, the update notice and the install hint',
      file: OFFLINE_FILE,
      fields: offlineFields(options),
    },
    {
      name: 'account',
      label: 'Account pages: dashboards, settings and forgotten password',
      file: ACCOUNT_FILE,
      fields: accountFields(options),
    },
    {
      name: 'dashboards',
      label: 'Dashboards: each role’s figure labels and actions',
      file: 'content/data/dashboards.json',
      fields: decapFields(dashboardsSchema, options),
    },
  ];
  return {
    name: 'site-and-account',
    label: 'Site and account',
    description:
      'The words around every page (header, footer, chat button), working offline and the account pages. A link’s label is edited here, where it leads is the site’s; the company’s name, numbers and e-mail are under Company. Keep placeholders such as {phone} or {email}: the site fills them in.',
    format: 'json',
    extension: 'json',
    editor: { preview: false },
    files,
  };
}

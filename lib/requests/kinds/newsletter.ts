import { requests } from '@/content/requests';
import { onUse } from '@/lib/on-use';
import { createRequest } from '../build';
import { declareKind, type RequestMeta } from './kind';

export function newsletterRequest(values: { email: string }, _context: void, meta: RequestMeta) {
  const { email } = values;
  return createRequest(
    {
      kind: 'newsletter',
      heading: requests.headings.newsletter,
      fields: [{ label: 'Email', value: email }],
      notes: [],
      details: {},
      contact: { name: '', email },
    },
    meta,
  );
}

export const newsletterKind = declareKind({
  name: 'newsletter',
  loadSchema: onUse(() => import('@/lib/schemas/forms/newsletter').then((module) => module.newsletterSchema)),
  build: newsletterRequest,
});

import { requests } from '@/content/requests';
import { onUse } from '@/lib/on-use';
import type { ContactValues } from '@/lib/schemas/forms/contact';
import { createRequest } from '../build';
import { declareKind, type RequestMeta } from './kind';

const orNone = (value: string | undefined) => value?.trim() || 'not given';

export function contactRequest(values: ContactValues, context: { subjectLabel?: string }, meta: RequestMeta) {
  return createRequest(
    {
      kind: 'contact',
      heading: requests.headings.contact,
      fields: [
        { label: 'Name', value: values.name },
        { label: 'Email', value: values.email },
        { label: 'Phone', value: orNone(values.phone) },
        { label: 'Subject', value: orNone(context.subjectLabel) },
        { label: 'Message', value: values.message },
      ],
      notes: [],
      details: { subject: values.subject ?? null },
      contact: { name: values.name, email: values.email, ...(values.phone ? { phone: values.phone } : {}) },
    },
    meta,
  );
}

export const contactKind = declareKind({
  name: 'contact',
  loadSchema: onUse(() => import('@/lib/schemas/forms/contact').then((module) => module.contactSchema)),
  build: contactRequest,
});

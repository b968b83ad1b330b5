import { mailtoHref, whatsappHref } from '@/lib/links';
import type { RequestContent, RequestKind, SiteRequest } from './model';

// The texts a request is read as: the WhatsApp message and the e-mail are the same words, built
// here from the request and nowhere else.

type Body = Pick<RequestContent, 'heading' | 'fields' | 'notes'>;

/** Heading, a blank line, one "Label: value" per field, then the notes after a blank line. */
export function renderBody({ heading, fields, notes }: Body): string {
  return [
    heading,
    '',
    ...fields.map((field) => `${field.label}: ${field.value}`),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}

const CONTACT_AS_FIELDS: readonly RequestKind[] = ['contact', 'newsletter', 'air-ambulance'];

/** The lines that identify a request and say who to call back. */
export function trailerLines(request: SiteRequest): string[] {
  // A contact message, a newsletter and an air-ambulance request already carry theirs as fields.
  const contact = CONTACT_AS_FIELDS.includes(request.kind) ? undefined : request.contact;
  return [
    `Reference: ${request.reference}`,
    `Made: ${request.mumbaiTime} (Mumbai time)`,
    `Page: ${request.page}`,
    ...(contact?.name ? [`Name: ${contact.name}`] : []),
    ...(contact?.phone ? [`Phone: ${contact.phone}`] : []),
    ...(contact?.email ? [`Email: ${contact.email}`] : []),
  ];
}

/** The whole text the desk receives, on WhatsApp or by e-mail. */
export function requestText(request: SiteRequest): string {
  return [renderBody(request), '', ...trailerLines(request)].join('\n');
}

const SUBJECTS: Record<Exclude<RequestKind, 'newsletter'>, string> = {
  booking: 'booking request',
  contact: 'message',
  'empty-leg': 'empty leg request',
  'air-ambulance': 'air ambulance request',
  desk: 'desk request',
};

/** The e-mail subject: the kind and the reference ("Subscribe" alone for the newsletter). */
export function requestSubject(request: SiteRequest): string {
  if (request.kind === 'newsletter') return 'Subscribe';
  return `Vayu Jets ${SUBJECTS[request.kind]} ${request.reference}`;
}

/** The two hand-offs: WhatsApp (prefilled) and e-mail (subject with the reference, the same text). */
export function handoffLinks(request: SiteRequest): { whatsapp: string; email: string } {
  const text = requestText(request);
  return { whatsapp: whatsappHref(text), email: mailtoHref({ subject: requestSubject(request), body: text }) };
}

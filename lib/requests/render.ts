import { requests } from '@/content/requests';
import { mailtoHref, whatsappHref } from '@/lib/links';
import type { Quote, RequestContent, RequestField, RequestKind, SiteRequest } from './model';
import { referenceWithRoute } from './route';

type Body = Pick<RequestContent, 'heading' | 'fields' | 'notes'>;

export function renderBody({ heading, fields, notes }: Body): string {
  return [
    heading,
    '',
    ...fields.map((field) => `${field.label}: ${field.value}`),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}

const { references } = requests;

const CONTACT_AS_FIELDS: readonly RequestKind[] = ['contact', 'newsletter', 'air-ambulance'];

export function trailerLines(request: SiteRequest): string[] {
  // A contact message, a newsletter and an air-ambulance request already carry theirs as fields.
  const contact = CONTACT_AS_FIELDS.includes(request.kind) ? undefined : request.contact;
  return [
    `${references.request}: ${referenceWithRoute(request)}`,
    ...(request.quote ? [`${references.quote}: ${request.quote}`] : []),
    `Made: ${request.mumbaiTime} (Mumbai time)`,
    `Page: ${request.page}`,
    ...(contact?.name ? [`Name: ${contact.name}`] : []),
    ...(contact?.phone ? [`Phone: ${contact.phone}`] : []),
    ...(contact?.email ? [`Email: ${contact.email}`] : []),
  ];
}

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

export function requestSubject(request: SiteRequest): string {
  if (request.kind === 'newsletter') return 'Subscribe';
  return `Vayu Jets ${SUBJECTS[request.kind]} ${request.reference}`;
}

export function handoffLinks(request: SiteRequest): { whatsapp: string; email: string } {
  const text = requestText(request);
  return { whatsapp: whatsappHref(text), email: mailtoHref({ subject: requestSubject(request), body: text }) };
}

export const quoteSubject = (reference: string) => `Vayu Jets quote ${reference}`;

export type QuoteChannel = 'whatsapp' | 'email' | 'print';

export type PrintedQuote = { reference: string; rows: RequestField[] };

// The trip's reference closes a quote's text, priced or not; a booking request names it in its
// trailer, under its own reference, instead.
const quoteBody = ({ reference, ...body }: Quote) =>
  renderBody({ ...body, notes: [...body.notes, `${references.quote}: ${reference}`] });

export function renderQuote(quote: Quote, channel: 'whatsapp'): string;
export function renderQuote(quote: Quote, channel: 'email'): { subject: string; body: string };
export function renderQuote(quote: Quote, channel: 'print'): PrintedQuote;
export function renderQuote(quote: Quote, channel: QuoteChannel) {
  // Paper carries the trip under its reference: the greeting is for a chat, and the estimate panel
  // below the sheet prints the figures in full.
  if (channel === 'print') return { reference: quote.reference, rows: quote.fields };
  const body = quoteBody(quote);
  return channel === 'whatsapp' ? body : { subject: quoteSubject(quote.reference), body };
}

import { requests } from '@/content/requests';
import { fillMessage } from '@/lib/fill-message';
import { mailtoHref, whatsappHref } from '@/lib/links';
import { factsOf } from './kinds/table';
import type { Quote, RequestContent, RequestField, SiteRequest } from './model';
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

export function trailerLines(request: SiteRequest): string[] {
  const contact = factsOf(request.kind).contactInFields ? undefined : request.contact;
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

export const requestSubject = (request: SiteRequest): string =>
  fillMessage(requests.subjects[factsOf(request.kind).wording.subject], { reference: request.reference });

export function handoffLinks(request: SiteRequest): { whatsapp: string; email: string } {
  const text = requestText(request);
  return { whatsapp: whatsappHref(text), email: mailtoHref({ subject: requestSubject(request), body: text }) };
}

export const quoteSubject = (reference: string) => `Vayu Jets quote ${reference}`;

export type QuoteChannel = 'whatsapp' | 'email' | 'print';

export type PrintedQuote = { reference: string; rows: RequestField[] };

const quoteBody = ({ reference, ...body }: Quote) =>
  renderBody({ ...body, notes: [...body.notes, `${references.quote}: ${reference}`] });

export function renderQuote(quote: Quote, channel: 'whatsapp'): string;
export function renderQuote(quote: Quote, channel: 'email'): { subject: string; body: string };
export function renderQuote(quote: Quote, channel: 'print'): PrintedQuote;
export function renderQuote(quote: Quote, channel: QuoteChannel) {
  if (channel === 'print') return { reference: quote.reference, rows: quote.fields };
  const body = quoteBody(quote);
  return channel === 'whatsapp' ? body : { subject: quoteSubject(quote.reference), body };
}

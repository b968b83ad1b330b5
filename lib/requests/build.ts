import { mumbaiDate, mumbaiTime } from '@/lib/time/mumbai';
import { referenceFor } from '@/lib/trips/reference';
import { REQUEST_PAYLOAD_VERSION, type RequestContact, type RequestContent, type SiteRequest } from './model';

// A pasted essay stays readable and fits a wa.me link.
export const LINE_MAX = 2000;

// Line breaks become spaces: a typed "Goa\nPassengers: 99" can never forge a line of its own.
export function oneLine(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const flat = String(value)
    .replace(/[\r\n\u2028\u2029\u0085]+/g, ' ')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();
  return flat.length > LINE_MAX ? `${flat.slice(0, LINE_MAX - 1)}…` : flat;
}

// A query or fragment could hold what was typed, and must not travel.
export function pagePath(href: string): string {
  try {
    return new URL(href, 'https://vayujets.invalid').pathname;
  } catch {
    return '/';
  }
}

function cleanContact(contact: RequestContact | undefined): RequestContact | undefined {
  if (!contact) return undefined;
  const phone = oneLine(contact.phone);
  const email = oneLine(contact.email);
  return { name: oneLine(contact.name), ...(phone ? { phone } : {}), ...(email ? { email } : {}) };
}

type Meta = { page: string; now?: Date; reference?: string };

export function createRequest(content: RequestContent, { page, now = new Date(), reference }: Meta): SiteRequest {
  const fields = content.fields.map((field) => ({ label: field.label, value: oneLine(field.value) }));
  const notes = content.notes.map(oneLine).filter(Boolean);
  const createdAt = now.toISOString();
  const contact = cleanContact(content.contact);
  return {
    version: REQUEST_PAYLOAD_VERSION,
    kind: content.kind,
    reference:
      reference ?? referenceFor([content.kind, createdAt, ...fields.map((f) => `${f.label}=${f.value}`)].join('\n')),
    createdAt,
    mumbaiTime: `${mumbaiDate(now)} ${mumbaiTime(now)}`,
    page: pagePath(page),
    heading: oneLine(content.heading),
    fields,
    notes,
    details: content.details,
    ...(contact ? { contact } : {}),
  };
}

export const withContact = (request: SiteRequest, contact: RequestContact): SiteRequest => ({
  ...request,
  contact: cleanContact(contact),
});

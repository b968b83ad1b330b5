import { mumbaiDate, mumbaiTime } from '@/lib/time/mumbai';
import { referenceFor } from '@/lib/trips/reference';
import { oneLine } from './line';
import { REQUEST_PAYLOAD_VERSION, type RequestContact, type RequestContent, type SiteRequest } from './model';

export { oneLine };

// A query or fragment could hold what was typed, and must not travel.
function pagePath(href: string): string {
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

export function newRequestId(): string {
  const { crypto } = globalThis;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Meta = { page: string; now?: Date; quote?: string; id?: string };

// Each call is one submission: a new id, so a second visitor's (or a corrected) request is never taken for the first.
export function createRequest(
  content: RequestContent,
  { page, now = new Date(), quote, id = newRequestId() }: Meta,
): SiteRequest {
  const fields = content.fields.map((field) => ({ label: field.label, value: oneLine(field.value) }));
  const notes = content.notes.map(oneLine).filter(Boolean);
  const createdAt = now.toISOString();
  const contact = cleanContact(content.contact);
  return {
    version: REQUEST_PAYLOAD_VERSION,
    kind: content.kind,
    id,
    reference: referenceFor(id),
    ...(quote ? { quote } : {}),
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

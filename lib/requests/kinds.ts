import { emptyLegContent, type RequestDetails } from '@/lib/empty-legs/format';
import { medevacContent, type MedevacAnswers } from '@/lib/medevac/whatsapp-text';
import type { ContactValues } from '@/lib/schemas/forms/contact';
import { createRequest } from './build';
import type { SiteRequest } from './model';

type Meta = { page: string; now?: Date };

const orNone = (value: string | undefined) => value?.trim() || 'not given';

export function contactRequest(
  values: ContactValues,
  text: { heading: string; subjectLabel?: string },
  meta: Meta,
): SiteRequest {
  return createRequest(
    {
      kind: 'contact',
      heading: text.heading,
      fields: [
        { label: 'Name', value: values.name },
        { label: 'Email', value: values.email },
        { label: 'Phone', value: orNone(values.phone) },
        { label: 'Subject', value: orNone(text.subjectLabel) },
        { label: 'Message', value: values.message },
      ],
      notes: [],
      details: { subject: values.subject ?? null },
      contact: { name: values.name, email: values.email, ...(values.phone ? { phone: values.phone } : {}) },
    },
    meta,
  );
}

export function emptyLegRequest(offer: RequestDetails, meta: Meta): SiteRequest {
  return createRequest(
    {
      kind: 'empty-leg',
      ...emptyLegContent(offer),
      details: { offer: offer.reference, route: offer.route, dates: offer.dates, fare: offer.fare },
    },
    meta,
  );
}

export function airAmbulanceRequest(answers: MedevacAnswers, heading: string, meta: Meta): SiteRequest {
  const { when, date, condition, transfer } = answers;
  return createRequest(
    {
      kind: 'air-ambulance',
      ...medevacContent(answers, heading),
      details: { condition, transfer, when, date: when === 'date' ? date : null },
      contact: { name: answers.contactName, phone: answers.contactPhone },
    },
    meta,
  );
}

export function newsletterRequest(email: string, heading: string, meta: Meta): SiteRequest {
  return createRequest(
    {
      kind: 'newsletter',
      heading,
      fields: [{ label: 'Email', value: email }],
      notes: [],
      details: {},
      contact: { name: '', email },
    },
    meta,
  );
}

export function deskRequest(
  desk: { role: string; action: string; email: string; heading: string },
  meta: Meta,
): SiteRequest {
  return createRequest(
    {
      kind: 'desk',
      heading: desk.heading,
      fields: [
        { label: 'Action', value: desk.action },
        { label: 'Account', value: `${desk.email} (${desk.role})` },
      ],
      notes: [],
      details: { role: desk.role, action: desk.action },
      contact: { name: '', email: desk.email },
    },
    meta,
  );
}

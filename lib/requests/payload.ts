import type { SiteRequest } from './model';
import { requestSubject, requestText } from './render';

export function requestPayload(request: SiteRequest) {
  return {
    version: request.version,
    kind: request.kind,
    id: request.id,
    reference: request.reference,
    quote: request.quote ?? null,
    createdAt: request.createdAt,
    mumbaiTime: request.mumbaiTime,
    page: request.page,
    subject: requestSubject(request),
    message: requestText(request),
    fields: request.fields,
    notes: request.notes,
    details: request.details,
    contact: request.contact ?? null,
  };
}

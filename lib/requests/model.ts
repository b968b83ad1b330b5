import type { RequestKind } from './kinds/table';

// The WhatsApp text, the e-mail and the endpoint's JSON are all read from this shape, so they never disagree.

// Bump when the endpoint's payload changes shape (docs/requests.md keeps a section per version).
export const REQUEST_PAYLOAD_VERSION = 2;

// Each kind's facts are in lib/requests/kinds/table.ts; its schema and builder in lib/requests/kinds/<kind>.ts.
export { REQUEST_KINDS, type RequestKind } from './kinds/table';

export type RequestField = { label: string; value: string };

export type RequestContact = { name: string; phone?: string; email?: string };

export type RequestContent = {
  kind: RequestKind;
  heading: string;
  fields: RequestField[];
  notes: string[];
  details: Record<string, unknown>;
  contact?: RequestContact;
};

// A planner's quote: a booking's words before anything is sent, under the trip's reference (the
// planner's consultation text, "Email this quote" and the printed sheet are renderings of it).
export type Quote = Pick<RequestContent, 'heading' | 'fields' | 'notes'> & { reference: string };

export type SiteRequest = RequestContent & {
  version: typeof REQUEST_PAYLOAD_VERSION;
  // Random, made once per submission: the endpoint's Idempotency-Key for this request and no other.
  id: string;
  // What the visitor reads, derived from the id, so two requests never share one.
  reference: string;
  // The planner's trip reference a booking came from (the quote sheet's), when there is one.
  quote?: string;
  createdAt: string;
  mumbaiTime: string;
  page: string;
};

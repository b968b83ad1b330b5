// The WhatsApp text, the e-mail and the endpoint's JSON are all read from this shape, so they never disagree.

// Bump when the endpoint's payload changes shape.
export const REQUEST_PAYLOAD_VERSION = 1;

export const REQUEST_KINDS = ['booking', 'contact', 'empty-leg', 'air-ambulance', 'newsletter', 'desk'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

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

export type SiteRequest = RequestContent & {
  version: typeof REQUEST_PAYLOAD_VERSION;
  // Also the endpoint's Idempotency-Key.
  reference: string;
  createdAt: string;
  mumbaiTime: string;
  page: string;
};

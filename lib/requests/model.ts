// One shape for everything the site asks the desk for. The WhatsApp text, the e-mail and the JSON
// the endpoint receives are all read from it (docs/requests.md), so they can never disagree.

/** Bump when the payload the endpoint receives changes shape; docs/requests.md lists each version. */
export const REQUEST_PAYLOAD_VERSION = 1;

export const REQUEST_KINDS = ['booking', 'contact', 'empty-leg', 'air-ambulance', 'newsletter', 'desk'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** One line of the request as the desk reads it: "Departure: Mumbai". */
export type RequestField = { label: string; value: string };

/** Who the desk calls back. A phone or an e-mail (or both) besides the name. */
export type RequestContact = { name: string; phone?: string; email?: string };

/** The part of a request each kind builds: its heading, its lines and its structured values. */
export type RequestContent = {
  kind: RequestKind;
  /** The first line of the text (the greeting or heading). */
  heading: string;
  fields: RequestField[];
  /** Lines after the fields, after a blank line (an estimate, a note). */
  notes: string[];
  /** The kind's own values, for the endpoint (trip type, legs, subject, …). No free text beyond what was typed. */
  details: Record<string, unknown>;
  contact?: RequestContact;
};

export type SiteRequest = RequestContent & {
  version: typeof REQUEST_PAYLOAD_VERSION;
  /** "VJ-" and 6 characters; also the endpoint's Idempotency-Key. */
  reference: string;
  /** The instant it was made, as an ISO string (UTC). */
  createdAt: string;
  /** The same instant on Mumbai's clock: "2026-11-26 14:56". */
  mumbaiTime: string;
  /** The path of the page it came from, without query or fragment ("/book/"). */
  page: string;
};

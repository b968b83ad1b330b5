import type { RequestKind } from './kinds/table';

export const REQUEST_PAYLOAD_VERSION = 2;

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

export type Quote = Pick<RequestContent, 'heading' | 'fields' | 'notes'> & { reference: string };

export type SiteRequest = RequestContent & {
  version: typeof REQUEST_PAYLOAD_VERSION;
  id: string;
  reference: string;
  quote?: string;
  createdAt: string;
  mumbaiTime: string;
  page: string;
};

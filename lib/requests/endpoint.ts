import { ENDPOINT_META, endpointFromMeta, type Endpoint } from '@/lib/requests/endpoint-meta.mjs';

export type { Endpoint };

export function requestsEndpoint(): Endpoint | null {
  if (typeof document === 'undefined') return null;
  return endpointFromMeta(document.querySelector(`meta[name="${ENDPOINT_META}"]`)?.getAttribute('content'));
}

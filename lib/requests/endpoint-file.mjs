// No Node APIs: the page and the service worker import this file too.
import { parseEndpoint } from './endpoint-meta.mjs';

// The endpoint of the build now deployed, written beside its pages: a page or worker of an older
// build reads it before sending, so a kept request never goes to an address a later deploy removed.
export const ENDPOINT_FILE = '/requests-endpoint.json';

/** The text of ENDPOINT_FILE for a build with `endpoint` (or none). */
export const endpointFile = (endpoint) => `${JSON.stringify({ endpoint: endpoint ? endpoint.url : null })}\n`;

/** What ENDPOINT_FILE says: the deployed build's endpoint, null for none, undefined when it does not say. */
export function endpointOfFile(text) {
  try {
    const json = JSON.parse(text);
    if (json === null || typeof json !== 'object' || !('endpoint' in json)) return undefined;
    if (json.endpoint === null) return null;
    return typeof json.endpoint === 'string' ? (parseEndpoint(json.endpoint) ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

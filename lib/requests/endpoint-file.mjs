import { parseEndpoint } from './endpoint-meta.mjs';

// The endpoint of the build now deployed, written beside its pages.
export const ENDPOINT_FILE = '/requests-endpoint.json';

export const endpointFile = (endpoint) => `${JSON.stringify({ endpoint: endpoint ? endpoint.url : null })}\n`;

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

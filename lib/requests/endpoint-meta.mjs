export const ENDPOINT_META = 'vayu-requests-endpoint';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

export function parseEndpoint(value) {
  const text = (value ?? '').trim();
  if (!text) return null;
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`NEXT_PUBLIC_REQUESTS_ENDPOINT is not a URL: "${text}"`);
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new Error(`NEXT_PUBLIC_REQUESTS_ENDPOINT must use https (plain http only for localhost): "${text}"`);
  if (url.username || url.password || url.hash)
    throw new Error(`NEXT_PUBLIC_REQUESTS_ENDPOINT must not carry credentials or a #fragment: "${text}"`);
  return { url: url.href, origin: url.origin };
}

export function endpointFromMeta(content) {
  try {
    return parseEndpoint(content);
  } catch {
    return null;
  }
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function injectEndpoint(html, endpoint) {
  const withoutOld = html.replace(new RegExp(`<meta name="${ENDPOINT_META}"[^>]*/>`, 'i'), '');
  if (!endpoint) return withoutOld;
  const meta = `<meta name="${ENDPOINT_META}" content="${escapeAttribute(endpoint.url)}"/>`;
  return withoutOld.replace(/<head>/i, `<head>${meta}`);
}

// Names that never belong to a real company (RFC 2606 and RFC 6761): a site served from one of
// these, from localhost or from an IP address is a demo, and an address on one receives no mail.
const RESERVED_TLDS = new Set(['example', 'test', 'invalid', 'localhost']);
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

export function isReservedHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.startsWith('[') || host.includes(':')) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return true;
  if (RESERVED_TLDS.has(host.split('.').at(-1) ?? '')) return true;
  return RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** A demo build: the site URL is localhost, an IP address or a reserved example domain. */
export function isDemoUrl(url: string): boolean {
  try {
    return isReservedHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

const EMAIL = /[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi;
const URL_HOST = /\bhttps?:\/\/([^/\s"'<>)\]?#:]+)/gi;

/** Every e-mail address and web address in a text whose domain is reserved. */
export function reservedAddresses(text: string): string[] {
  const found = [
    ...[...text.matchAll(EMAIL)].filter((match) => isReservedHost(match[1])),
    ...[...text.matchAll(URL_HOST)].filter((match) => isReservedHost(match[1])),
  ];
  return [...new Set(found.map((match) => match[0]))];
}

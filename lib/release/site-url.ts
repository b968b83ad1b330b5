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
// Any scheme, not only http: `ftp://`, `wss://`, `webcal://` reach a host just the same.
const URL_HOST = /\b[a-z][a-z0-9+.-]*:\/\/(?:[^/\s"'<>@]*@)?([^/\s"'<>)\]?#:]+)/gi;
// A host written bare (`www.vayujets.example`, `desk at vayujets.test`): no `@`, no scheme.
const BARE_HOST = /(?<![\w.@/-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*)(?![\w-]|\.[a-z0-9])/gi;

/** Every web address, e-mail address and bare host name in a text whose domain is reserved. */
export function reservedAddresses(text: string): string[] {
  const found: RegExpExecArray[] = [];
  // Each pass blanks what it matched, so an address inside a longer one is listed once, as that one.
  let rest = text;
  for (const pattern of [URL_HOST, EMAIL, BARE_HOST]) {
    const matches = [...rest.matchAll(pattern)];
    for (const match of matches)
      rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
    found.push(...matches.filter((match) => isReservedHost(match[1])));
  }
  return [...new Set(found.sort((a, b) => a.index - b.index).map((match) => match[0]))];
}

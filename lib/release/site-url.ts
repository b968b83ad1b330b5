// Names that never belong to a real company (RFC 2606 and RFC 6761): a site served from one of
// these, from localhost or from an IP address is a demo, and an address on one receives no mail.
const RESERVED_TLDS = new Set(['example', 'test', 'invalid', 'localhost']);
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

// What a URL parser reads as a dot in a host name: the ideographic and full-width full stops.
const DOTS = /[\u3002\uFF0E\uFF61]/g;

/** A host as a browser resolves it: full-width letters folded (NFKC), any full stop a dot. */
const hostForm = (text: string) => (/^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKC').replace(DOTS, '.'));

export function isReservedHost(hostname: string): boolean {
  const host = hostForm(hostname).toLowerCase().replace(/\.+$/, '');
  if (host === 'localhost' || host.startsWith('[') || host.includes(':')) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return true;
  if (RESERVED_TLDS.has(host.slice(host.lastIndexOf('.') + 1))) return true;
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

// Every pattern starts only where a run of its characters starts (the look-behinds) and stops at
// the first character it cannot take, so one long unbroken value is read once, not once per
// character: the release check stays linear in the size of the content.
const EMAIL = /(?<![\w.+-])[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)*)/gi;
// Any scheme, not only http: `ftp://`, `wss://`, `webcal://` reach a host just the same.
const URL_HOST = /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/(?:[^/\s"'<>@]*@)?([^/\s"'<>)\]?#:]+)/gi;
// Without a scheme (`//vayujets.example`), a page's own scheme is used.
const SCHEMELESS = /(?<![\w.+:/-])\/\/(?:[^/\s"'<>@]*@)?([^/\s"'<>)\]?#:]+)/gi;
// A host written bare (`www.vayujets.example`, `desk at vayujets.test`): no `@`, no scheme.
const BARE_HOST = /(?<![\w.@-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*)(?![\w-]|\.[a-z0-9])/gi;
const BARE_IP = /(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?![\w]|\.\d)/g;

const folded = (text: string) => hostForm(text).replace(/\\/g, '/');

/**
 * The text as a URL parser reads it: full-width forms folded, full stops as dots, a backslash as
 * the slash it is in a web address (so `https://x.example\@vayujets.com` is on x.example).
 */
const readAsUrls = (text: string) => (/[^\x00-\x5b\x5d-\x7f]/.test(text) ? folded(text) : text);

const hostOf = (url: string) => {
  try {
    return new URL(url.startsWith('//') ? `https:${url}` : url).hostname;
  } catch {
    return '';
  }
};

// A host a URL parser rewrites (percent escapes, an IPv4 address written in decimal or hex) is read as it would.
const REWRITTEN_HOST = /%|^(?:0x[\da-f]*|\d+)(?:\.(?:0x[\da-f]*|\d+))*\.?$/i;

// One long unbroken value is read in windows: a match is never longer than the overlap (a host is at
// most 253 characters), and a regular expression's backtracking stack stays small.
const WINDOW = 1 << 20;
const OVERLAP = 4096;

function* matchesIn(text: string, pattern: RegExp) {
  for (let start = 0; start < text.length; start += WINDOW) {
    const from = Math.max(0, start - 1);
    for (const match of text.slice(from, start + WINDOW + OVERLAP).matchAll(pattern)) {
      const index = from + match.index;
      if (index >= start && index < start + WINDOW) yield { index, whole: match[0], host: match[1] };
    }
  }
}

/** Every web address, e-mail address, bare host name and IP address in a text whose host is reserved. */
export function reservedAddresses(text: string): string[] {
  const read = readAsUrls(text);
  // Each address is listed as the text writes it; where folding changed the length (a ligature), as it reads.
  const shown = read.length === text.length ? text : read;
  const found: { index: number; value: string }[] = [];
  // What an earlier pass matched is not read again, so an address inside a longer one is listed
  // once, as that one. A pass's own matches never overlap, so each character is looked at once a pass.
  const taken = new Uint8Array(read.length);
  for (const [pattern, parsed] of [
    [URL_HOST, true],
    [SCHEMELESS, true],
    [EMAIL, false],
    [BARE_HOST, false],
    [BARE_IP, false],
  ] as const) {
    const spans: number[] = [];
    for (const { index: at, whole, host } of matchesIn(read, pattern)) {
      const end = at + whole.length;
      let seen = false;
      for (let index = at; index < end && !seen; index += 1) seen = taken[index] === 1;
      if (seen) continue;
      spans.push(at, end);
      if (isReservedHost(host) || (parsed && REWRITTEN_HOST.test(host) && isReservedHost(hostOf(whole))))
        found.push({ index: at, value: shown.slice(at, end) });
    }
    for (let index = 0; index < spans.length; index += 2) taken.fill(1, spans[index], spans[index + 1]);
  }
  return [...new Set(found.sort((a, b) => a.index - b.index).map((match) => match.value))];
}

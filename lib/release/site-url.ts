const RESERVED_TLDS = new Set(['example', 'test', 'invalid', 'localhost']);
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

const DOTS = /[\u3002\uFF0E\uFF61]/g;

const hostForm = (text: string) => (/^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKC').replace(DOTS, '.'));

export function isReservedHost(hostname: string): boolean {
  const host = hostForm(hostname).toLowerCase().replace(/\.+$/, '');
  if (host === 'localhost' || host.startsWith('[') || host.includes(':')) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return true;
  if (RESERVED_TLDS.has(host.slice(host.lastIndexOf('.') + 1))) return true;
  return RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export function isDemoUrl(url: string): boolean {
  try {
    return isReservedHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

// Every pattern starts only where a run of its characters starts.
const EMAIL = /(?<![\w.+-])[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)*)/gi;
// Any scheme, not only http: `ftp://`, `wss://`, `webcal://` reach a host just the same.
const URL_HOST = /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/(?:[^/\s"'<>@]*@)?([^/\s"'<>)\]?#:]+)/gi;
// Without a scheme (`//vayujets.example`), a page's own scheme is used.
const SCHEMELESS = /(?<![\w.+:/-])\/\/(?:[^/\s"'<>@]*@)?([^/\s"'<>)\]?#:]+)/gi;
const BARE_HOST = /(?<![\w.@-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*)(?![\w-]|\.[a-z0-9])/gi;
const BARE_IP = /(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?![\w]|\.\d)/g;

const folded = (text: string) => hostForm(text).replace(/\\/g, '/');

const readAsUrls = (text: string) => (/[^\x00-\x5b\x5d-\x7f]/.test(text) ? folded(text) : text);

const hostOf = (url: string) => {
  try {
    return new URL(url.startsWith('//') ? `https:${url}` : url).hostname;
  } catch {
    return '';
  }
};

const REWRITTEN_HOST = /%|^(?:0x[\da-f]*|\d+)(?:\.(?:0x[\da-f]*|\d+))*\.?$/i;

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

export function reservedAddresses(text: string): string[] {
  const read = readAsUrls(text);
  const shown = read.length === text.length ? text : read;
  const found: { index: number; value: string }[] = [];
  // What an earlier pass matched is not read again, so an address inside a longer one is listed once, as that one.
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

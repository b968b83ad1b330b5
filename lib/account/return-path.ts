// Where the login page may send a visitor back to: a path on this site, never another site. A
// return target arrives in the address (?next=), so anyone can write one into a link.

const ORIGIN = 'https://return-path.invalid';

/**
 * The same-site path (with its query and hash) that `value` names, or null. Rejects what a browser
 * would read as another site or scheme: `//evil`, `/\evil`, `https://evil`, `javascript:`, and any
 * backslash or control character, which browsers treat as a slash or drop.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001F\u007F]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login or signup address that returns to `path` (the current page) afterwards. */
export function withReturnPath(page: '/login/' | '/signup/', path: string): string {
  const next = safeReturnPath(path);
  return next ? `${page}?next=${encodeURIComponent(next)}` : page;
}

/** The return target in a page's query string, checked; null when there is none or it is refused. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('next'));
}

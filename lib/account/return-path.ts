// ?next= arrives in the address, so anyone can write one into a link: only a same-site path passes.

const ORIGIN = 'https://return-path.invalid';

// Browsers read a backslash as a slash and drop control characters, so both are refused.
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

export function withReturnPath(page: '/login/' | '/signup/', path: string): string {
  const next = safeReturnPath(path);
  return next ? `${page}?next=${encodeURIComponent(next)}` : page;
}

export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('next'));
}

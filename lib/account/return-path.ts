const ORIGIN = 'https://return-path.invalid';
const ELSEWHERE = 'https://other-base.invalid/a/b/';

function resolvedPath(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    return url.origin === new URL(base).origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001F\u007F]/.test(value)) return null;
  const path = resolvedPath(value, ORIGIN);
  if (!path || !path.startsWith('/') || path.startsWith('//') || /[\\]/.test(path)) return null;
  if (resolvedPath(path, ORIGIN) !== path || resolvedPath(path, ELSEWHERE) !== path) return null;
  if (/^\/(?:%2f|%5c)/i.test(path)) return null;
  return path;
}

export function withReturnPath(page: '/login/' | '/signup/', path: string): string {
  const next = safeReturnPath(path);
  return next ? `${page}?next=${encodeURIComponent(next)}` : page;
}

export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('next'));
}

// Content-Security-Policy and static-host headers for the exported site (docs/content-security-policy.md).
// Pure functions: used by scripts/rewrite-export.mjs, scripts/static-server.mjs and jest.
import { createHash } from 'node:crypto';
import { DEFAULT_PROXY_PORT } from '../../lib/cms/editable-folders.mjs';
import { PHOTO_CDN } from '../../lib/photo-cdn.mjs';
import { ENDPOINT_FILE } from '../../lib/requests/endpoint-file.mjs';

/** Inline <script> bodies that the browser executes (JSON-LD and other data blocks are not). */
export function inlineScripts(html) {
  const bodies = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    bodies.push(body);
  }
  return bodies;
}

export function sha256Source(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The per-page policy: scripts only from our origin or with the exact hash of an inline script;
 * connections to our origin and, when the site has one, the requests endpoint's origin alone.
 */
export function pagePolicy(html, endpointOrigin = null) {
  const hashes = [...new Set(inlineScripts(html).map(sha256Source))];
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // Radix positions popovers with style attributes and sonner injects its stylesheet.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${PHOTO_CDN}`,
    "font-src 'self'",
    `connect-src 'self'${endpointOrigin ? ` ${endpointOrigin}` : ''}`,
    "manifest-src 'self'",
    // The service worker is our own /sw.js and nothing else (docs/offline.md).
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The local backend of `npm run cms` (CMS_PROXY_PORT); Decap talks to it only on localhost. */
export const cmsLocalBackend = (port = DEFAULT_PROXY_PORT) => `http://localhost:${port}`;

/**
 * The editor's own policy, for /admin/ alone (docs/content-security-policy.md#the-editor): Decap's
 * bundle from our origin, GitHub's API for the pull requests, and the local proxy of `npm run cms`.
 */
export function adminPolicy(proxyPort = DEFAULT_PROXY_PORT) {
  return [
    "default-src 'none'",
    // Decap checks config.yml with Ajv, which compiles each schema with new Function: no eval, no editor.
    "script-src 'self' 'unsafe-eval'",
    // Decap's components (emotion) inject their styles at run time.
    "style-src 'self' 'unsafe-inline'",
    // The user's GitHub avatar, previews of the library's photos, and Decap's inline icons.
    `img-src 'self' data: ${PHOTO_CDN} https://avatars.githubusercontent.com`,
    // The site's own fonts, in the previews.
    "font-src 'self'",
    `connect-src 'self' https://api.github.com ${cmsLocalBackend(proxyPort)}`,
    // The preview pane is a same-origin frame Decap writes itself.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** Puts the policy first in <head> (after the charset), before any script it must govern. */
export function injectPolicy(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/>/i, '');
  const charset = /<meta charSet="utf-8"\/>/i;
  if (charset.test(withoutOld)) return withoutOld.replace(charset, (tag) => `${tag}${meta}`);
  return withoutOld.replace(/<head>/i, `<head>${meta}`);
}

/** Headers every response gets. frame-ancestors only works as a header, never in a meta tag. */
export const SITE_HEADERS = {
  'Content-Security-Policy':
    "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; worker-src 'self'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The service worker and its kill switch: always asked for again, so a deploy or a kill reaches every browser. */
export const WORKER_HEADERS = { 'Cache-Control': 'no-cache' };

export const UPLOAD_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};

export const ADMIN_HEADERS = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-cache' };

/** out/_headers in the format Netlify and Cloudflare Pages read. */
export function headersFile() {
  const block = (path, headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    '# Written by scripts/rewrite-export.mjs. Each page also carries its own script-hash CSP in a meta tag.',
    block('/*', SITE_HEADERS),
    block('/_next/static/*', { 'Cache-Control': IMMUTABLE }),
    // Asked for only with its drawings' version in the query (components/icons/sprite-url.ts).
    block('/icons.svg', { 'Cache-Control': IMMUTABLE }),
    block('/sw.js', WORKER_HEADERS),
    // The editor's uploads: opened on their own, even a disguised file can run nothing.
    block('/uploads/*', UPLOAD_HEADERS),
    // The content editor: never indexed, never cached past a deploy (docs/editing-content.md).
    block('/admin/*', ADMIN_HEADERS),
    // Which endpoint the deployed build has: an older page must never read a cached answer.
    block(ENDPOINT_FILE, WORKER_HEADERS),
  ].join('\n\n')}\n`;
}

/** Parses a _headers file into rules of { pattern, headers }. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** Netlify-style matching: `*` matches any run of characters, including slashes. */
export function matchesPattern(pattern, pathname) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

export function headersFor(rules, pathname) {
  return Object.assign({}, ...rules.filter((rule) => matchesPattern(rule.pattern, pathname)).map((r) => r.headers));
}

import { createHash } from 'node:crypto';
import {
  headersFile,
  headersFor,
  injectPolicy,
  inlineScripts,
  matchesPattern,
  pagePolicy,
  parseHeadersFile,
  sha256Source,
} from '@/scripts/lib/csp.mjs';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>self.__next_f=[]</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script id="_R_">console.log("</div>")</script>',
  '</head><body></body></html>',
].join('');

describe('inline script hashing', () => {
  it('finds executable inline scripts and skips external and JSON-LD ones', () => {
    expect(inlineScripts(page)).toEqual(['self.__next_f=[]', 'console.log("</div>")']);
  });

  it('hashes the exact script text with SHA-256 in base64', () => {
    const expected = createHash('sha256').update('self.__next_f=[]').digest('base64');
    expect(sha256Source('self.__next_f=[]')).toBe(`'sha256-${expected}'`);
  });

  it("lists every inline script's hash in script-src and never 'unsafe-inline'", () => {
    const policy = pagePolicy(page);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc).toBe(
      `script-src 'self' ${sha256Source('self.__next_f=[]')} ${sha256Source('console.log("</div>")')}`,
    );
    expect(scriptSrc).not.toContain('unsafe');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("img-src 'self' data: https://images.unsplash.com");
  });

  it('puts the policy right after the charset, before any script, and replaces an old one', () => {
    const once = injectPolicy(page, "script-src 'self'");
    expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('<script'));
    expect(once).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"');
    const twice = injectPolicy(once, "script-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain("script-src 'none'");
  });
});

describe('_headers for static hosts', () => {
  const rules = parseHeadersFile(headersFile());

  it('serves an upload as its own type alone, and as a page that can run nothing', () => {
    const headers = headersFor(rules, '/uploads/jet.png');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Content-Security-Policy']).toMatch(/default-src 'none'; sandbox/);
  });

  it('sends the site-wide security headers on every path', () => {
    const headers = headersFor(rules, '/about/');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Cache-Control']).toBeUndefined();
  });

  it('caches hashed build assets for a year', () => {
    expect(headersFor(rules, '/_next/static/chunks/abc.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('keeps every line within the 2,000 characters Cloudflare Pages allows', () => {
    for (const line of headersFile().split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });

  it('matches Netlify-style splats', () => {
    expect(matchesPattern('/*', '/')).toBe(true);
    expect(matchesPattern('/_next/static/*', '/_next/static/x/y.js')).toBe(true);
    expect(matchesPattern('/_next/static/*', '/_next/image')).toBe(false);
    expect(matchesPattern('/book/', '/book/')).toBe(true);
    expect(matchesPattern('/book/', '/booking/')).toBe(false);
  });
});

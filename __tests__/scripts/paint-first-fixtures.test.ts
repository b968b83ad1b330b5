/**
 * @jest-environment node
 */
// The paint-first rewrite against real pages of this site as `next build` writes them
// (__tests__/fixtures/paint-first/, refreshed by `npm run fixtures:paint-first`).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScripts, pagePolicy, sha256Source } from '@/scripts/lib/csp.mjs';
import { inlineFlight, paintFirst, paintFirstEnabled, paintFirstSources } from '@/scripts/lib/paint-first.mjs';
import { chunkTags, rewriteProblem } from '@/scripts/lib/rewrite-check.mjs';
import { scriptSources } from '@/scripts/lib/route-js.mjs';

const FIXTURES = path.join(process.cwd(), '__tests__', 'fixtures', 'paint-first');
const read = (dir: string, name: string) => readFileSync(path.join(dir, name), 'utf8');
const captured = JSON.parse(read(FIXTURES, 'captured.json')) as { next: string; files: string[] };

// Each page, the index.txt beside it (if any) and the URL that file is served at.
const PAGES = [
  { name: 'index.html', txt: 'index.txt', url: '/index.txt' },
  { name: 'contact/index.html', txt: 'contact/index.txt', url: '/contact/index.txt' },
  { name: '404.html', txt: null, url: null },
];
const raw = (name: string) => read(FIXTURES, name);
const flightOf = (page: (typeof PAGES)[number]) => (page.txt ? { url: page.url!, text: raw(page.txt) } : null);

// Next's own tags for its chunks, exactly as it writes them.
const NEXT_CHUNK_TAG = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const nextChunks = (html: string) => [...html.matchAll(NEXT_CHUNK_TAG)].map((match) => match[1]);
const INLINE_FLIGHT = /<script>self\.__next_f\.push\(\[1,"(?:[^"\\]|\\.)*"\]\)<\/script>/g;
const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;
const LOADER = /<script data-chunks="[^"]*"(?: data-flight="([^"]*)")?>[\s\S]*?<\/script>/;

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Runs scripts/rewrite-export.mjs on a copy of the fixtures, as `npm run build` runs it on out/. */
function rewriteFixtures(env: Record<string, string> = {}) {
  const out = mkdtempSync(path.join(tmpdir(), 'vayu-fixtures-'));
  folders.push(out);
  cpSync(FIXTURES, out, { recursive: true });
  const script = path.join(process.cwd(), 'scripts', 'rewrite-export.mjs');
  const run = spawnSync(process.execPath, [script, '--out', out], {
    encoding: 'utf8',
    env: { ...process.env, PAINT_FIRST: '', ...env },
  });
  return { ...run, out, read: (name: string) => read(out, name) };
}

describe('the captured pages', () => {
  it('come from the Next release installed (else run npm run fixtures:paint-first)', () => {
    const installed = JSON.parse(read(path.join(process.cwd(), 'node_modules', 'next'), 'package.json')).version;
    expect(captured.next).toBe(installed);
  });

  it('carry Next’s chunk tags and hydration data, as the rewrite expects to find them', () => {
    for (const page of PAGES) {
      expect(nextChunks(raw(page.name)).length).toBeGreaterThan(3);
      expect(inlineFlight(raw(page.name)).length).toBeGreaterThan(1000);
      if (page.txt) expect(inlineFlight(raw(page.name))).toBe(raw(page.txt));
    }
  });
});

describe.each(PAGES)('the paint-first rewrite of $name', (page) => {
  const before = raw(page.name);
  const after = paintFirst(before, flightOf(page));

  it('adds the same chunks, in the same order, from one loader, and leaves no tag of Next’s', () => {
    expect(paintFirstSources(after)).toEqual(nextChunks(before));
    expect(chunkTags(after)).toEqual([]);
    expect(after.match(new RegExp(LOADER, 'g'))).toHaveLength(1);
    expect(rewriteProblem(after)).toBeNull();
    expect(scriptSources(after)).toEqual(expect.arrayContaining(nextChunks(before)));
  });

  it('changes nothing else: the page’s markup, text and other scripts are as Next wrote them', () => {
    const withoutScripts = (html: string) => html.replace(NEXT_CHUNK_TAG, '').replace(INLINE_FLIGHT, '');
    expect(withoutScripts(after.replace(LOADER, ''))).toBe(withoutScripts(before));
  });

  it(page.txt ? 'fetches its hydration data from the index.txt beside it' : 'keeps its hydration data inline', () => {
    expect(LOADER.exec(after)?.[1] ?? null).toBe(page.url);
    expect(inlineFlight(after)).toBe(page.txt ? '' : inlineFlight(before));
  });

  it('is rewritten once: a second pass changes nothing', () => {
    expect(paintFirst(after, flightOf(page))).toBe(after);
  });
});

describe('scripts/rewrite-export.mjs on the captured pages', () => {
  it('rewrites every page, gives each a CSP with the hash of every inline script, and writes _headers', () => {
    const run = rewriteFixtures();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('paint-first loading and script-hash CSP on 3 pages (hydration data fetched on 2)');
    for (const page of PAGES) {
      const html = run.read(page.name);
      expect(paintFirstSources(html)).toEqual(nextChunks(raw(page.name)));
      const policy = CSP_META.exec(html)?.[1] ?? '';
      for (const body of inlineScripts(html)) expect(policy).toContain(sha256Source(body));
    }
    expect(run.read('_headers')).toContain('X-Frame-Options: DENY');
  });

  it('with PAINT_FIRST=0, leaves Next’s markup as it is, with the same CSP rules and the same _headers', () => {
    const plain = rewriteFixtures({ PAINT_FIRST: '0' });
    const rewritten = rewriteFixtures();
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain(
      "paint-first OFF (PAINT_FIRST=0): Next's own markup with script-hash CSP on 3 pages",
    );
    for (const page of PAGES) {
      const html = plain.read(page.name);
      // Byte for byte what Next wrote, plus the policy meta.
      expect(html.replace(CSP_META, '')).toBe(raw(page.name));
      expect(nextChunks(html)).toEqual(nextChunks(raw(page.name)));
      expect(paintFirstSources(html)).toEqual([]);
      expect(CSP_META.exec(html)?.[1]).toBe(pagePolicy(raw(page.name)));
      // Only the script hashes differ from the rewritten page's policy.
      const withoutHashes = (policy = '') => policy.replace(/ 'sha256-[^']+'/g, '');
      expect(withoutHashes(CSP_META.exec(html)?.[1])).toBe(
        withoutHashes(CSP_META.exec(rewritten.read(page.name))?.[1]),
      );
    }
    expect(plain.read('_headers')).toBe(rewritten.read('_headers'));
  });
});

describe('the PAINT_FIRST switch', () => {
  it('is on unless it says 0, false, off or no', () => {
    for (const on of [undefined, '', '1', 'true', 'yes']) expect(paintFirstEnabled(on)).toBe(true);
    for (const off of ['0', 'false', 'OFF', ' no ']) expect(paintFirstEnabled(off)).toBe(false);
  });
});

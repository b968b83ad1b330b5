/**
 * @jest-environment node
 */
// The post-build rewrite runs as it does in `npm run build`, on a small export in a temp folder,
// with the hostile cases only: real pages are in paint-first-fixtures.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paintFirst } from '@/scripts/lib/paint-first.mjs';
import { chunkTags, rewriteProblem } from '@/scripts/lib/rewrite-check.mjs';

const nextPage = (chunks: string) =>
  [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    chunks,
    '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
    '</head><body><main>Hello</main><script>self.__next_f.push([1])</script></body></html>',
  ].join('');

const asNextWritesIt = nextPage(
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>',
);
// The same chunks in markup the rewrite's exact pattern does not know.
const changedMarkup = nextPage(
  '<script src="/_next/static/chunks/a.js" async></script><script async="" src="/_next/static/chunks/b.js"></script>',
);
const moduleMarkup = nextPage('<link rel="modulepreload" href="/_next/static/chunks/a.js"/>');

// A page with its hydration data as Next inlines it, in two pieces, and the index.txt Next writes.
const flightText = '1:"$Sreact.fragment"\n0:["$","main",null,{"children":"Hello"}]\n';
const withFlight = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>',
  '<body><main>Hello</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  `<script>self.__next_f.push(${JSON.stringify([1, flightText.slice(0, 20)])})</script>`,
  `<script>self.__next_f.push(${JSON.stringify([1, flightText.slice(20)])})</script>`,
  '</body></html>',
].join('');

const folders: string[] = [];
function rewrite(pages: Record<string, string>) {
  const out = mkdtempSync(path.join(tmpdir(), 'vayu-export-'));
  folders.push(out);
  for (const [name, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
    writeFileSync(path.join(out, name), html);
  }
  const script = path.join(process.cwd(), 'scripts', 'rewrite-export.mjs');
  const run = spawnSync(process.execPath, [script, '--out', out], { encoding: 'utf8' });
  return { ...run, out, read: (name: string) => readFileSync(path.join(out, name), 'utf8') };
}

afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the rewrite check', () => {
  it('passes a rewritten page and a page that never hydrates', () => {
    expect(rewriteProblem(paintFirst(asNextWritesIt))).toBeNull();
    expect(rewriteProblem('<html><body><p>Static</p></body></html>')).toBeNull();
  });

  it('sees chunk tags in any attribute order or quoting, and ignores noModule polyfills', () => {
    expect(chunkTags(paintFirst(changedMarkup))).toEqual([
      '<script src="/_next/static/chunks/a.js" async>',
      '<script async="" src="/_next/static/chunks/b.js">',
    ]);
    expect(chunkTags(paintFirst(asNextWritesIt))).toEqual([]);
  });

  it('fails a page whose chunks the rewrite did not find, in any form', () => {
    expect(rewriteProblem(paintFirst(changedMarkup))).toMatch(/still carries Next's chunk tags/);
    expect(rewriteProblem(paintFirst(moduleMarkup))).toMatch(/has no paint-first loader/);
  });
});

describe('scripts/rewrite-export.mjs', () => {
  it("fails the build, naming the page, when Next's chunk markup has changed", () => {
    const run = rewrite({ 'index.html': asNextWritesIt, 'book/index.html': changedMarkup });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('1 of 2 pages were not rewritten');
    expect(run.stderr).toContain(`${path.join('book', 'index.html')} still carries Next's chunk tags`);
    expect(run.stderr).not.toMatch(/^\s+- index\.html/m);
    expect(existsSync(path.join(run.out, '_headers'))).toBe(false);
  });

  it('fails the build when a hydrating page ends up without the loader', () => {
    const run = rewrite({ 'contact/index.html': moduleMarkup });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${path.join('contact', 'index.html')} has no paint-first loader`);
  });

  it('fails the build when a page’s inline hydration data no longer matches its index.txt', () => {
    const run = rewrite({ 'blog/index.html': withFlight, 'blog/index.txt': `${flightText}x` });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${path.join('blog', 'index.html')} keeps its hydration data inline`);
  });
});

import { PAINT_FIRST_LOADER } from '@/lib/inline/minified.mjs';
import { inlineFlight, paintFirst, paintFirstSources } from '@/scripts/lib/paint-first.mjs';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '</head><body><main>Hello</main>',
  '<script>self.__next_f.push([1])</script>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '</body></html>',
].join('');

// Real pages are rewritten in paint-first-fixtures.test.ts; these are the edge cases.
describe('paint-first page rewrite', () => {
  it('leaves a page without chunk scripts, or one already rewritten, unchanged', () => {
    const plain = '<html><head></head><body><p>Static</p></body></html>';
    expect(paintFirst(plain)).toBe(plain);
    expect(paintFirst(paintFirst(page))).toBe(paintFirst(page));
    expect(paintFirstSources(plain)).toEqual([]);
  });

  it('keeps noModule polyfills and finds chunk tags anywhere in the page', () => {
    const rewritten = paintFirst(page);
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
    expect(paintFirstSources(rewritten)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  it('moves the payload to the loader’s data-flight, and keeps it inline when it does not match index.txt', () => {
    const text = '0:["$","main",null,{"children":"Fleet"}]\n';
    const nextPage = [
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><main>Fleet</main>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      `<script>self.__next_f.push(${JSON.stringify([1, text])})</script></body></html>`,
    ].join('');
    expect(paintFirst(nextPage, { url: '/fleet/index.txt', text })).toBe(
      `<html><head><script data-chunks="/_next/static/chunks/a.js" data-flight="/fleet/index.txt">${PAINT_FIRST_LOADER}</script></head><body><main>Fleet</main><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`,
    );
    const mismatched = paintFirst(nextPage, { url: '/fleet/index.txt', text: `${text} ` });
    expect(inlineFlight(mismatched)).toBe(text);
    expect(mismatched).not.toContain('data-flight');
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Chromium keeps one list of what a `:has()` anywhere on the page can restyle: a single
// `:has(...) *` makes every focus change restyle the whole page, which a tap on a phone waits for.
const root = path.resolve(__dirname, '../..');

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, ext) : ext.test(name) ? [full] : [];
  });
}

test('no class uses a group-has or peer-has variant (each compiles to `:has(...) *`)', () => {
  const found = ['app', 'components']
    .flatMap((dir) => files(path.join(root, dir), /\.tsx?$/))
    .filter((file) => /\b(group|peer)-has-/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  expect(found).toEqual([]);
});

test('no stylesheet rule restyles everything under a :has()', () => {
  const broad = files(path.join(root, 'app'), /\.css$/).flatMap((file) =>
    readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('{')
      .map((selector) => selector.split('}').pop()!.trim())
      .filter((selector) => /:has\(.*\)[^,]*\s\*(\s|$|\))/.test(selector)),
  );
  expect(broad).toEqual([]);
});

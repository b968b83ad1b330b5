// Cuts the self-hosted fonts down to what the site sets: the characters of English copy with its
// typographic punctuation, and only weights 400 to 600 of each variable font. The results are
// committed in lib/font-files/ and loaded by lib/fonts.ts; run this again only to change that.
//
//   npm install --no-save subset-font@2.9.0 && node scripts/subset-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
// Printable ASCII, a few Latin-1 symbols, the accented letters of names and loanwords (café, Zürich),
// and dashes, quotes, ellipsis, bullet, arrow and minus.
const characters = range(0x20, 0x7e) + '\u00a0©°·×' + 'àáçèéêëíñóôöúü' + '–—‘’“”•…→−';

const fonts = [
  ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'inter-400-600.woff2'],
  [
    '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    'playfair-display-400-600.woff2',
  ],
];

for (const [source, target] of fonts) {
  const subset = await subsetFont(readFileSync(path.join(root, 'node_modules', source)), characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 600 } },
  });
  writeFileSync(path.join(root, 'lib/font-files', target), subset);
  console.log(`${target}: ${(subset.length / 1024).toFixed(1)} KiB`);
}

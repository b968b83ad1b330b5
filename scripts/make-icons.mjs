// Draws the install icons in public/icons/ from the site's mark (app/icon.svg): 192 and 512 px,
// and a 512 px maskable one whose mark sits inside the central safe circle on a full-bleed
// background, so a launcher's mask never cuts it. Run after changing the mark, then commit the PNGs:
// `node scripts/make-icons.mjs` (sharp comes with Next).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(path.join(root, 'app', 'icon.svg'), 'utf8').trim();
const dir = path.join(root, 'public', 'icons');
mkdirSync(dir, { recursive: true });

// The mark without its rounded background, scaled to 60% of the square (the safe zone is 80%).
const inner = mark
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0b1020"/><g transform="translate(6.4 6.4) scale(0.6)">${inner}</g></svg>`;

const render = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(dir, name));

await Promise.all([
  render(mark, 192, 'icon-192.png'),
  render(mark, 512, 'icon-512.png'),
  render(maskable, 512, 'icon-maskable-512.png'),
]);
console.log('make-icons: public/icons/icon-192.png, icon-512.png, icon-maskable-512.png');

// Every exported page's HTML within the first round trip: about 14 KB gzipped fits the TCP initial
// window (10 segments), so the browser can paint without waiting for a second one (docs/performance.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const HTML_LIMIT_BYTES = 14_400;

/** Each .html file under `dir` (not Next's own folder) with its gzipped size, largest first. */
export function pageSizes(dir) {
  const walk = (folder) =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) return name === '_next' ? [] : walk(full);
      return name.endsWith('.html') ? [full] : [];
    });
  return walk(dir)
    .map((file) => ({ page: path.relative(dir, file), bytes: gzipSync(readFileSync(file)).length }))
    .sort((a, b) => b.bytes - a.bytes);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.env.EXPORT_DIR || 'out');
  const sizes = pageSizes(out);
  const over = sizes.filter((size) => size.bytes > HTML_LIMIT_BYTES);
  for (const { page, bytes } of over)
    console.error(`check-html-size: ${page} is ${bytes} bytes gzipped, over ${HTML_LIMIT_BYTES}`);
  const [largest] = sizes;
  console.log(`check-html-size: ${sizes.length} pages, the largest ${largest.page} at ${largest.bytes} bytes gzipped`);
  if (over.length) process.exit(1);
}

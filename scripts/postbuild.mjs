// After `next build`: make every exported page paint before it hydrates, give it its script-hash
// CSP, and write out/_headers.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, injectPolicy, pagePolicy } from './lib/csp.mjs';
import { paintFirst } from './lib/paint-first.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

let pages = 0;
for (const file of htmlFiles(out)) {
  const html = paintFirst(readFileSync(file, 'utf8'));
  writeFileSync(file, injectPolicy(html, pagePolicy(html)));
  pages += 1;
}
writeFileSync(path.join(out, '_headers'), headersFile());
console.log(`postbuild: paint-first chunk loading and script-hash CSP on ${pages} pages, out/_headers written`);

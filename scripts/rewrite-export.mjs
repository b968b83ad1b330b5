// After `next build`: make every exported page paint before it hydrates, give it its script-hash
// CSP, and write out/_headers. Fails (exit 1, naming each page) when a page still loads Next's
// chunks its own way after the rewrite, so a change in Next's markup cannot pass unnoticed.
// Option: --out DIR (default out/).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, injectPolicy, pagePolicy } from './lib/csp.mjs';
import { paintFirst } from './lib/paint-first.mjs';
import { rewriteProblem } from './lib/rewrite-check.mjs';

const args = process.argv.slice(2);
const outOption = args.indexOf('--out') >= 0 ? args[args.indexOf('--out') + 1] : undefined;
const out = path.resolve(outOption ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'out'));

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

let pages = 0;
const problems = [];
for (const file of htmlFiles(out)) {
  const html = paintFirst(readFileSync(file, 'utf8'));
  const problem = rewriteProblem(html);
  if (problem) problems.push(`  - ${path.relative(out, file)} ${problem}`);
  writeFileSync(file, injectPolicy(html, pagePolicy(html)));
  pages += 1;
}
if (problems.length) {
  console.error(
    [
      `rewrite-export: ${problems.length} of ${pages} pages were not rewritten for paint-first loading:`,
      ...problems,
      "Next's chunk markup has probably changed: update CHUNK_SCRIPT in scripts/lib/paint-first.mjs.",
    ].join('\n'),
  );
  process.exit(1);
}
writeFileSync(path.join(out, '_headers'), headersFile());
console.log(`rewrite-export: paint-first chunk loading and script-hash CSP on ${pages} pages, out/_headers written`);

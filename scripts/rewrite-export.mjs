// After `next build`: make every exported page paint before it hydrates (its hydration data moved
// to the index.txt beside it, its chunks added after the first paint), give it its script-hash
// CSP, and write out/_headers. Fails (exit 1, naming each page) when a page still loads Next's
// chunks its own way after the rewrite, or keeps hydration data that no longer matches its
// index.txt, so a change in Next's markup cannot pass unnoticed.
// Options: --out DIR (default $EXPORT_DIR, else out/); --plain DIR also keeps a copy of the export
// as Next wrote it, finished as PAINT_FIRST=0 would finish it, so one `next build` feeds both the
// paint-first and the plain e2e runs (docs/paint-first.md). NEXT_PUBLIC_REQUESTS_ENDPOINT, when set, is
// written into every page with a connect-src for its origin (docs/requests.md).
// PAINT_FIRST=0 turns the paint-first rewrite off: every page keeps Next's own markup and still gets
// its script-hash CSP, and _headers is written the same (docs/paint-first.md).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_FILE, endpointFile } from '../lib/requests/endpoint-file.mjs';
import { parseEndpoint } from '../lib/requests/endpoint-meta.mjs';
import { headersFile } from './lib/csp.mjs';
import { finishPage } from './lib/page-policy.mjs';
import { inlineFlight, paintFirst, paintFirstEnabled } from './lib/paint-first.mjs';
import { rewriteProblem } from './lib/rewrite-check.mjs';

const args = process.argv.slice(2);
const outOption = args.indexOf('--out') >= 0 ? args[args.indexOf('--out') + 1] : undefined;
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// PLAIN_EXPORT_DIR does the same from `npm run build`, whose extra arguments would reach its last step.
const plainOption =
  args.indexOf('--plain') >= 0 ? args[args.indexOf('--plain') + 1] : process.env.PLAIN_EXPORT_DIR || undefined;
const out = outOption ? path.resolve(outOption) : path.resolve(root, process.env.EXPORT_DIR || 'out');
const paintFirstOn = paintFirstEnabled(process.env.PAINT_FIRST);
const plainOut = plainOption ? path.resolve(plainOption) : undefined;

let endpoint;
try {
  endpoint = parseEndpoint(process.env.NEXT_PUBLIC_REQUESTS_ENDPOINT);
} catch (error) {
  console.error(`rewrite-export: ${error.message}`);
  process.exit(1);
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** A page's index.txt (Next's copy of its flight payload) and the URL it is served at, if it has one. */
function flightBeside(dir, file) {
  const txt = path.join(path.dirname(file), 'index.txt');
  if (path.basename(file) !== 'index.html' || !existsSync(txt)) return null;
  return { url: `/${path.relative(dir, txt).split(path.sep).join('/')}`, text: readFileSync(txt, 'utf8') };
}

/** Finishes every page of one export folder; returns the counts and each page that failed the check. */
function rewriteFolder(dir, withPaintFirst) {
  let pages = 0;
  let moved = 0;
  const problems = [];
  for (const file of htmlFiles(dir)) {
    if (!withPaintFirst) {
      writeFileSync(file, finishPage(readFileSync(file, 'utf8'), endpoint));
      pages += 1;
      continue;
    }
    const flight = flightBeside(dir, file);
    const html = paintFirst(readFileSync(file, 'utf8'), flight);
    const kept = flight && inlineFlight(html);
    if (flight && !kept) moved += 1;
    const problem = kept
      ? `keeps its hydration data inline: it no longer matches ${flight.url} (Next's flight markup may have changed)`
      : rewriteProblem(html);
    if (problem) problems.push(`  - ${path.relative(dir, file)} ${problem}`);
    writeFileSync(file, finishPage(html, endpoint));
    pages += 1;
  }
  if (problems.length) {
    console.error(
      [
        `rewrite-export: ${problems.length} of ${pages} pages were not rewritten for paint-first loading:`,
        ...problems,
        "Next's markup has probably changed: update CHUNK_SCRIPT or FLIGHT_SCRIPT in scripts/lib/paint-first.mjs.",
      ].join('\n'),
    );
    process.exit(1);
  }
  return { pages, moved };
}

if (plainOut && plainOut !== out) {
  rmSync(plainOut, { recursive: true, force: true });
  cpSync(out, plainOut, { recursive: true });
  const plain = rewriteFolder(plainOut, false);
  writeFileSync(path.join(plainOut, '_headers'), headersFile());
  writeFileSync(path.join(plainOut, ENDPOINT_FILE.slice(1)), endpointFile(endpoint));
  console.log(
    `rewrite-export: paint-first OFF copy, script-hash CSP on ${plain.pages} pages in ${path.relative(root, plainOut)}/`,
  );
}
const { pages, moved } = rewriteFolder(out, paintFirstOn);
writeFileSync(path.join(out, '_headers'), headersFile());
// Read by pages and workers of earlier builds before they send a kept request (docs/requests.md).
writeFileSync(path.join(out, ENDPOINT_FILE.slice(1)), endpointFile(endpoint));
const loading = paintFirstOn
  ? `paint-first loading and script-hash CSP on ${pages} pages (hydration data fetched on ${moved})`
  : `paint-first OFF (PAINT_FIRST=0): Next's own markup with script-hash CSP on ${pages} pages`;
console.log(
  `rewrite-export: ${loading}, ${path.relative(root, out) || '.'}/_headers written; requests endpoint: ${endpoint ? endpoint.origin : 'none'}`,
);

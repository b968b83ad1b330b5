// After the rewrite: the service worker (docs/offline.md). Stamps every exported page with the
// build's id, bundles the page's side (sw/register-page.ts, out/sw-register.js) and the worker
// (sw/sw.ts) with esbuild, and lets Serwist's injectManifest write out/sw.js
// with the precache list of this build: its scripts, styles and fonts (content-hashed) and the
// pages kept offline with their data (revisioned by content, so a deploy replaces them together).
// Run it again after anything rewrites the exported pages (configure-requests.mjs).
// Options: --out DIR (default $EXPORT_DIR, else out/). --kill, or SERVICE_WORKER=off, writes the
// kill switch at /sw.js instead and removes the stamp, so no page registers a worker.
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getManifest, injectManifest } from '@serwist/build';
import { build } from 'esbuild';
import {
  BUILD_META,
  OFFLINE_PAGE,
  OFFLINE_ROUTES,
  REGISTER_URL,
  URGENT_BUDGET_BYTES,
  URGENT_ROUTES,
  WORKER_URL,
} from '../lib/offline/offline-routes.mjs';
import { ENDPOINT_FILE, endpointOfFile } from '../lib/requests/endpoint-file.mjs';

const args = process.argv.slice(2);
const outOption = args.indexOf('--out') >= 0 ? args[args.indexOf('--out') + 1] : undefined;
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = outOption ? path.resolve(outOption) : path.resolve(root, process.env.EXPORT_DIR || 'out');
const kill = args.includes('--kill') || /^(0|off|false|no)$/i.test(process.env.SERVICE_WORKER ?? '');
const swDest = path.join(out, WORKER_URL.slice(1));

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const META = new RegExp(`<meta name="${BUILD_META}" content="[^"]*"/>`, 'g');

/** The page with the build's stamp after its charset (or none when `buildId` is null). */
export function stampPage(html, buildId) {
  const bare = html.replace(META, '');
  if (buildId === null) return bare;
  const stamp = `<meta name="${BUILD_META}" content="${buildId}"/>`;
  return /<meta charSet="utf-8"\/>/i.test(bare)
    ? bare.replace(/<meta charSet="utf-8"\/>/i, (tag) => `${tag}${stamp}`)
    : bare.replace(/<head>/i, `<head>${stamp}`);
}

/** Next's build id: the one folder under _next/static that is not chunks or media. */
function buildIdOf(dir) {
  const ids = readdirSync(path.join(dir, '_next', 'static')).filter((name) => !['chunks', 'media'].includes(name));
  if (ids.length !== 1) throw new Error(`expected one build folder in ${dir}/_next/static, found: ${ids.join(', ')}`);
  return ids[0];
}

/** The file a precache entry names, as the address a visitor uses (`book/index.html` is `/book/`). */
function toUrl(file) {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** Bundles one of the worker's sources (sw/) into a classic script. */
const bundle = (entry, outfile, define = {}) =>
  build({
    entryPoints: [path.join(root, 'sw', entry)],
    outfile,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    define: { ...define, 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });

/** The content-hashed files a page names in its HTML: its scripts (the loader's list too), styles and fonts. */
export function staticFilesOf(html) {
  return [...new Set(html.match(/\/_next\/static\/[^"'\s\\)]+?\.(?:js|css|woff2)/g) ?? [])].map((url) => url.slice(1));
}

const manifestOptions = (globPatterns) => ({
  globDirectory: out,
  globPatterns,
  // Content-hashed names are their own revision.
  dontCacheBustURLsMatching: /^_next\/static\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  manifestTransforms: [
    async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: toUrl(entry.url) })), warnings: [] }),
  ],
});

/** The worker's own files, precached with the urgent set: its page side, the manifest and icons. */
const sharedFiles = () => [
  REGISTER_URL.slice(1),
  'manifest.webmanifest',
  'icon.svg',
  'icons.svg',
  ...readdirSync(path.join(out, 'icons'))
    .filter((name) => name.endsWith('.png'))
    .map((name) => `icons/${name}`),
];

/**
 * The urgent set, precached at install: those pages as complete HTML with their styles and fonts,
 * and the worker's own files. Their scripts are not in it (the framework alone is over the budget):
 * the pages read and dial without them, and the page being read keeps the shared ones.
 */
function urgentFiles() {
  const pages = [...URGENT_ROUTES, OFFLINE_PAGE].map((route) => route.slice(1));
  const named = pages
    .flatMap((page) => staticFilesOf(readFileSync(path.join(out, page, 'index.html'), 'utf8')))
    .filter((file) => !file.endsWith('.js'));
  const files = [...pages.map((page) => `${page}index.html`), ...new Set(named)];
  return files.filter((file) => existsSync(path.join(out, file)));
}

/** The export's requests endpoint, as rewrite-export.mjs or configure-requests.mjs wrote it beside the pages. */
function endpointOf(dir) {
  const file = path.join(dir, ENDPOINT_FILE.slice(1));
  if (!existsSync(file)) throw new Error(`${file} is missing: run scripts/rewrite-export.mjs first`);
  const endpoint = endpointOfFile(readFileSync(file, 'utf8'));
  if (endpoint === undefined) throw new Error(`${file} does not name an endpoint or null`);
  return endpoint;
}

async function writeWorker(buildId) {
  const temp = mkdtempSync(path.join(tmpdir(), 'vayu-sw-'));
  try {
    // The page's side first, so that it is precached with the rest.
    await bundle('register-page.ts', path.join(out, REGISTER_URL.slice(1)));
    const pages = [...OFFLINE_ROUTES, OFFLINE_PAGE].map((route) => route.slice(1));
    const missing = pages.filter((page) => !existsSync(path.join(out, page, 'index.html')));
    if (missing.length) throw new Error(`pages kept offline are missing from the export: /${missing.join(', /')}`);
    const urgent = [...urgentFiles(), ...sharedFiles()];
    const weight = urgent.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(out, file))).length, 0);
    if (weight > URGENT_BUDGET_BYTES)
      throw new Error(
        `the urgent set weighs ${(weight / 1024).toFixed(1)} KiB gzipped, over ${URGENT_BUDGET_BYTES / 1024}`,
      );
    const everything = await getManifest(
      manifestOptions([
        '_next/static/**/*.{js,css,woff2}',
        ...pages.flatMap((page) => [`${page}index.html`, `${page}index.txt`]),
      ]),
    );
    const urgentUrls = new Set(urgent.map((file) => toUrl(file)));
    const rest = everything.manifestEntries.map((entry) => entry.url).filter((url) => !urgentUrls.has(url));
    const bundled = path.join(temp, 'sw.js');
    // The worker sends kept requests to its own build's endpoint, never to one a request was kept for.
    await bundle('sw.ts', bundled, {
      BUILD_ID: JSON.stringify(buildId),
      REST_URLS: JSON.stringify(rest),
      REQUESTS_ENDPOINT: JSON.stringify(endpointOf(out)?.url ?? null),
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest,
      ...manifestOptions(urgent),
    });
    if (warnings.length) throw new Error(warnings.join('\n'));
    return { count, size, weight, rest: rest.length };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

async function main() {
  const buildId = kill ? null : buildIdOf(out);
  const files = htmlFiles(out);
  for (const file of files) writeFileSync(file, stampPage(readFileSync(file, 'utf8'), buildId));
  if (kill) {
    copyFileSync(path.join(root, 'sw', 'kill-switch.js'), swDest);
    console.log(`build-sw: KILL SWITCH at ${WORKER_URL}: ${files.length} pages register no worker`);
    return;
  }
  const { count, size, weight, rest } = await writeWorker(buildId);
  console.log(
    `build-sw: ${WORKER_URL} for build ${buildId}: ${count} urgent files precached at install (${(size / 1024).toFixed(0)} KiB, ${(weight / 1024).toFixed(1)} KiB gzipped), ${rest} more kept after the first input; ${files.length} pages stamped`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`build-sw: ${error.message}`);
    process.exit(1);
  });
}

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
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';
import { BUILD_META, OFFLINE_PAGE, OFFLINE_ROUTES, REGISTER_URL, WORKER_URL } from '../lib/offline/offline-routes.mjs';
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
    const bundled = path.join(temp, 'sw.js');
    // The worker sends kept requests to its own build's endpoint, never to one a request was kept for.
    await bundle('sw.ts', bundled, {
      BUILD_ID: JSON.stringify(buildId),
      REQUESTS_ENDPOINT: JSON.stringify(endpointOf(out)?.url ?? null),
    });
    const pages = [...OFFLINE_ROUTES, OFFLINE_PAGE].map((route) => route.slice(1));
    const missing = pages.filter((page) => !existsSync(path.join(out, page, 'index.html')));
    if (missing.length) throw new Error(`pages kept offline are missing from the export: /${missing.join(', /')}`);
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest,
      globDirectory: out,
      globPatterns: [
        '_next/static/**/*.{js,css,woff2}',
        ...pages.flatMap((page) => [`${page}index.html`, `${page}index.txt`]),
        REGISTER_URL.slice(1),
        'manifest.webmanifest',
        'icon.svg',
        'icons/*.png',
      ],
      // Content-hashed names are their own revision.
      dontCacheBustURLsMatching: /^_next\/static\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      manifestTransforms: [
        async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: toUrl(entry.url) })), warnings: [] }),
      ],
    });
    if (warnings.length) throw new Error(warnings.join('\n'));
    return { count, size };
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
  const { count, size } = await writeWorker(buildId);
  console.log(
    `build-sw: ${WORKER_URL} for build ${buildId}: ${count} files precached (${(size / 1024).toFixed(0)} KiB), ${files.length} pages stamped`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`build-sw: ${error.message}`);
    process.exit(1);
  });
}

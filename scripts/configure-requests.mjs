// Points an exported site at a requests endpoint (or at none) without building it again: rewrites
// every page's endpoint meta and CSP connect-src from NEXT_PUBLIC_REQUESTS_ENDPOINT (docs/requests.md).
// The e2e tests use it on a copy of out/; a deploy can use it to configure one build per host.
// The service worker's precache names each page by its content, so a build with a worker gets its
// worker built again here (scripts/build-sw.mjs): a reconfigured export never comes with a stale one.
// Usage: NEXT_PUBLIC_REQUESTS_ENDPOINT=https://… node scripts/configure-requests.mjs [--out DIR]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_META, WORKER_URL } from '../lib/offline/offline-routes.mjs';
import { ENDPOINT_FILE, endpointFile } from '../lib/requests/endpoint-file.mjs';
import { parseEndpoint } from '../lib/requests/endpoint-meta.mjs';
import { finishPage } from './lib/page-policy.mjs';

const args = process.argv.slice(2);
const outOption = args.indexOf('--out') >= 0 ? args[args.indexOf('--out') + 1] : undefined;
const scripts = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(outOption ?? path.join(scripts, '..', 'out'));

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

let endpoint;
try {
  endpoint = parseEndpoint(process.env.NEXT_PUBLIC_REQUESTS_ENDPOINT);
} catch (error) {
  console.error(`configure-requests: ${error.message}`);
  process.exit(1);
}
const files = htmlFiles(out);
for (const file of files) writeFileSync(file, finishPage(readFileSync(file, 'utf8'), endpoint));
writeFileSync(path.join(out, ENDPOINT_FILE.slice(1)), endpointFile(endpoint));
console.log(
  `configure-requests: ${files.length} pages in ${out} now use ${endpoint ? endpoint.url : 'no requests endpoint'}`,
);

// Stamped pages mean a live worker (a kill-switched or worker-less build has none: left as it is).
const index = path.join(out, 'index.html');
if (existsSync(path.join(out, WORKER_URL.slice(1))) && readFileSync(index, 'utf8').includes(`name="${BUILD_META}"`))
  execFileSync(process.execPath, [path.join(scripts, 'build-sw.mjs'), '--out', out], { stdio: 'inherit' });

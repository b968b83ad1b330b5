// A small static host for out/ that behaves like the production CDN: the same _headers, gzip,
// /path -> /path/ redirects and 404.html with status 404. Used by npm start, e2e and the bench.
// Run it to serve a folder: `node scripts/static-server.mjs [--root DIR] [--port N] [--public]`
// (defaults: $EXPORT_DIR or out/, $PORT or 3000, 127.0.0.1 only); the bench imports createStaticServer.
//
// It faces whatever a browser or a script sends, so every request is handled inside one
// try/catch, paths are normalised before they touch the disk, the real path of every file must
// lie inside the root (no `..`, no symlink out), files are opened before the headers go out (a
// file removed mid-request is a 404, not a crash) and streamed with pipeline(), which closes the
// descriptor when a download is aborted.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { headersFor, parseHeadersFile } from './lib/csp.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;
const ALLOWED_METHODS = 'GET, HEAD';
// Build artefacts that exist in out/ but are not pages of the site.
const NOT_PAGES = new Set(['404', '404.html', '_not-found', '_not-found.html', '_headers']);

/**
 * The request target's path, decoded and normalised so that it can never climb above `/`, or
 * null when it is not a usable path (bad escapes, NUL bytes, backslashes, a foreign origin).
 */
export function normalisePath(target) {
  let pathname = String(target ?? '/').split(/[?#]/, 1)[0];
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pathname)) {
    // Absolute-form request targets (proxies send them): keep only the path.
    try {
      pathname = new URL(pathname).pathname;
    } catch {
      return null;
    }
  }
  if (!pathname.startsWith('/')) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (/[\0\\]/.test(decoded)) return null;
  return path.posix.normalize(decoded);
}

const isInside = (root, file) => file === root || file.startsWith(root + path.sep);

async function openInside(root, file) {
  let real;
  try {
    real = await realpath(file);
  } catch {
    return null;
  }
  if (!isInside(root, real)) return null;
  let handle;
  try {
    handle = await open(real, 'r');
    const stat = await handle.stat();
    if (stat.isFile()) return { handle, file: real, size: stat.size };
  } catch {
    // fall through: removed or unreadable since realpath
  }
  await handle?.close().catch(() => {});
  return null;
}

export function createStaticServer(rootDir) {
  const root = realpathSync(rootDir);
  const headersPath = path.join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];

  /** The file a normalised path names: itself, or its folder's index.html (`redirect` when the slash is missing). */
  async function resolve(pathname) {
    const segments = pathname.split('/').filter(Boolean);
    if (segments.some((segment) => segment.startsWith('.')) || NOT_PAGES.has(segments[0] ?? '')) return null;
    const target = path.join(root, ...segments);
    if (!pathname.endsWith('/')) {
      const found = await openInside(root, target);
      if (found) return found;
    }
    const index = await openInside(root, path.join(target, 'index.html'));
    if (!index) return null;
    if (!pathname.endsWith('/')) {
      await index.handle.close();
      return { redirect: `${pathname}/` };
    }
    return index;
  }

  function send(request, response, status, found, pathname) {
    const type = TYPES[path.extname(found.file)] ?? 'application/octet-stream';
    // nosniff even without a _headers file: a browser never reads an upload as anything but its type.
    const headers = {
      'X-Content-Type-Options': 'nosniff',
      ...headersFor(rules, pathname),
      'Content-Type': type,
      Vary: 'Accept-Encoding',
    };
    if (!headers['Cache-Control']) headers['Cache-Control'] = 'public, max-age=0, must-revalidate';
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    else headers['Content-Length'] = String(found.size);
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
      void found.handle.close().catch(() => {});
      return;
    }
    const stream = found.handle.createReadStream();
    const done = () => response.destroyed || response.writableEnded || response.destroy();
    if (gzip) pipeline(stream, createGzip(), response, done);
    else pipeline(stream, response, done);
  }

  async function handle(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method Not Allowed\n');
      return;
    }
    const pathname = normalisePath(request.url);
    const found = pathname === null ? null : await resolve(pathname);
    if (found?.redirect) {
      const query = String(request.url).includes('?')
        ? String(request.url).slice(String(request.url).indexOf('?'))
        : '';
      // The path is normalised, so it starts with exactly one slash: never a protocol-relative URL.
      response.writeHead(308, { Location: `${encodeURI(found.redirect)}${query}` }).end();
      return;
    }
    if (found) return send(request, response, 200, found, pathname);
    const notFound = await openInside(root, path.join(root, '404.html'));
    if (!notFound) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    send(request, response, 404, notFound, '/404.html');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end();
    });
  });
  // Malformed requests (oversized headers, bad syntax) get a 400 and the socket is dropped.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  // Out of descriptors while accepting (EMFILE): that one connection is dropped, the server goes on.
  // Any other error (a port in use) keeps Node's default: it is thrown.
  server.on('error', (error) => {
    if (error.syscall !== 'accept' && server.listenerCount('error') === 1) throw error;
  });
  return server;
}

function serveFromCommandLine(args) {
  const option = (name) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
  const project = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const root = option('--root')
    ? path.resolve(option('--root'))
    : path.resolve(project, process.env.EXPORT_DIR || 'out');
  const port = Number(option('--port') ?? process.env.PORT ?? 3000);
  const host = args.includes('--public') ? '0.0.0.0' : '127.0.0.1';
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error('out/ has no build yet: run `npm run build` first.');
    process.exit(1);
  }
  const server = createStaticServer(root);
  server.listen(port, host, () => console.log(`Serving ${root} on http://${host}:${server.address().port}`));
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  serveFromCommandLine(process.argv.slice(2));
}

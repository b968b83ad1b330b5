// A small static host for out/ that behaves like the production CDN: the same _headers, gzip,
// /path -> /path/ redirects and 404.html with status 404. Used by npm start, e2e and the bench.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
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
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

export function createStaticServer(root) {
  const headersPath = path.join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];

  const resolveFile = (pathname) => {
    const target = path.normalize(path.join(root, decodeURIComponent(pathname)));
    if (!target.startsWith(root)) return null;
    if (existsSync(target) && statSync(target).isFile()) return target;
    const index = path.join(target, 'index.html');
    return existsSync(index) ? index : null;
  };

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname = url.pathname;
    let file = null;
    try {
      file = resolveFile(pathname);
    } catch {
      file = null;
    }
    if (file && file.endsWith('index.html') && !pathname.endsWith('/') && !pathname.endsWith('.html')) {
      response.writeHead(308, { Location: `${pathname}/${url.search}` }).end();
      return;
    }
    let status = 200;
    if (!file || path.basename(file) === '_headers') {
      status = 404;
      file = path.join(root, '404.html');
      pathname = '/404.html';
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = { ...headersFor(rules, pathname), 'Content-Type': type, Vary: 'Accept-Encoding' };
    if (!headers['Cache-Control']) headers['Cache-Control'] = 'public, max-age=0, must-revalidate';
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    else headers['Content-Length'] = String(statSync(file).size);
    response.writeHead(status, headers);
    if (request.method === 'HEAD') return void response.end();
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
}

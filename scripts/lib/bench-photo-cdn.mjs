// The bench's stand-in for the photo CDN (there is no internet here): a local HTTPS server the
// browser reaches as images.unsplash.com. It answers every photo URL with a real JPEG of the
// requested width (`w`, 3:2 unless `h` is given) and quality (`q`), so a page pays what a real
// photo costs. Chromium paints and encodes them; each (width, height, quality) is made once and
// kept in node_modules/.cache, and the sizes the pages ask for are made before anything is timed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { paintJpeg } from './bench-photo-painter.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PHOTO_URL = /https:\/\/images\.unsplash\.com\/[^"'\s,)]+/g;

/** width, height and quality (1-100) a photo URL asks for; Unsplash's defaults otherwise. */
export function photoSize(url) {
  const params = new URL(url, 'https://images.unsplash.com').searchParams;
  const clamp = (value, low, high, fallback) =>
    Number.isFinite(value) && value > 0 ? Math.min(high, Math.max(low, Math.round(value))) : fallback;
  const width = clamp(Number(params.get('w')), 16, 4096, 1080);
  const height = clamp(Number(params.get('h')), 16, 4096, Math.round((width * 2) / 3));
  const quality = clamp(Number(params.get('q')), 1, 100, 75);
  return { width, height, quality };
}

/** Every photo size the exported HTML files ask for (src and srcset). */
export function photoSizesIn(htmlFiles) {
  const sizes = new Map();
  for (const file of htmlFiles) {
    const html = readFileSync(file, 'utf8').replaceAll('&amp;', '&');
    for (const [url] of html.matchAll(PHOTO_URL)) {
      const size = photoSize(url);
      sizes.set(sizeKey(size), size);
    }
  }
  return [...sizes.values()];
}

const sizeKey = ({ width, height, quality }) => `${width}x${height}-q${quality}`;

export function createPhotoStore(cacheDir) {
  mkdirSync(cacheDir, { recursive: true });
  const memory = new Map();
  let browser;

  async function paint(size) {
    browser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await (await browser).newPage();
    try {
      const dataUrl = await page.evaluate(paintJpeg, { ...size, quality: size.quality / 100 });
      return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    } finally {
      await page.close();
    }
  }

  /** The JPEG for a size: from memory, from the disk cache, or painted now. */
  function jpeg(size) {
    const key = sizeKey(size);
    if (!memory.has(key)) {
      const file = path.join(cacheDir, `${key}.jpg`);
      memory.set(
        key,
        existsSync(file)
          ? Promise.resolve(readFileSync(file))
          : paint(size).then((bytes) => {
              writeFileSync(file, bytes);
              return bytes;
            }),
      );
    }
    return memory.get(key);
  }

  return {
    jpeg,
    /** Makes every size up front, one at a time, so no painting overlaps a measured run. */
    async prepare(sizes) {
      for (const size of sizes) await jpeg(size);
    },
    async close() {
      if (browser) await (await browser).close();
    },
  };
}

/** Starts the HTTPS stub on 127.0.0.1:port with a throwaway self-signed certificate. */
export function startPhotoCdn(store, port) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vayu-cdn-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=images.unsplash.com'].concat([
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  return createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    store.jpeg(photoSize(request.url ?? '/')).then(
      (bytes) => {
        response.writeHead(200, {
          'Content-Type': 'image/jpeg',
          'Content-Length': String(bytes.length),
          'Cache-Control': 'public, max-age=31536000',
          'Access-Control-Allow-Origin': '*',
          'Timing-Allow-Origin': '*',
        });
        response.end(request.method === 'HEAD' ? undefined : bytes);
      },
      () => response.writeHead(500).end(),
    );
  }).listen(port, '127.0.0.1');
}

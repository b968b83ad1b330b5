/**
 * @jest-environment node
 */
// The static server faces whatever a browser or a script sends. It runs here as its own process
// with a 64-descriptor limit, so a crash is an exit and a leak is a count in /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

jest.setTimeout(60_000);

const base = mkdtempSync(path.join(tmpdir(), 'vayu-static-'));
const root = path.join(base, 'out');
let server: ChildProcess;
let port = 0;
let exited = false;

type Reply = { status: number; headers: IncomingMessage['headers']; body: string };

/** One raw request: the path goes on the wire exactly as given (no client-side normalising). */
function send(target: string, method = 'GET', headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: target, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Starts a download of the big file and drops the connection after the first bytes. */
function abortedDownload(): Promise<void> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/big.bin', agent: false }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', () => resolve());
    req.end();
  });
}

const descriptors = () => readdirSync(`/proc/${server.pid}/fd`).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  mkdirSync(path.join(root, 'about'), { recursive: true });
  mkdirSync(path.join(root, '404'), { recursive: true });
  mkdirSync(path.join(root, '_not-found'), { recursive: true });
  mkdirSync(path.join(base, 'out-private'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(root, 'about', 'index.html'), '<h1>about</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
  writeFileSync(path.join(root, '404', 'index.html'), '<h1>not found</h1>');
  writeFileSync(path.join(root, '_not-found', 'index.html'), '<h1>not found</h1>');
  writeFileSync(path.join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  mkdirSync(path.join(root, 'uploads'));
  writeFileSync(path.join(root, 'uploads', 'jet.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(root, 'big.bin'), Buffer.alloc(8 * 1024 * 1024, 1));
  writeFileSync(path.join(base, 'out-private', 'secret.txt'), 'secret');
  writeFileSync(path.join(base, 'secret.txt'), 'secret');
  symlinkSync(path.join(base, 'out-private', 'secret.txt'), path.join(root, 'link.txt'));
  symlinkSync(path.join(base, 'out-private'), path.join(root, 'linked-dir'));

  const script = path.join(process.cwd(), 'scripts', 'static-server.mjs');
  server = spawn('bash', ['-c', `ulimit -n 64; exec node "${script}" --root "${root}" --port 0`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.on('exit', () => (exited = true));
  port = await new Promise<number>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const match = /:(\d+)\s*$/m.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
});

afterAll(() => {
  server?.kill();
  rmSync(base, { recursive: true, force: true });
});

describe('the static server under hostile requests', () => {
  it('serves pages, redirects a missing slash, and answers 404 with the 404 page', async () => {
    expect(await send('/')).toMatchObject({ status: 200, body: '<h1>home</h1>' });
    expect((await send('/')).headers['x-frame-options']).toBe('DENY');
    expect(await send('/about')).toMatchObject({ status: 308, headers: { location: '/about/' } });
    expect(await send('/about?x=1')).toMatchObject({ status: 308, headers: { location: '/about/?x=1' } });
    expect(await send('/nowhere/')).toMatchObject({ status: 404, body: '<h1>not found</h1>' });
  });

  it.each([
    ['//', '//'],
    ['///', '///'],
    ['/\\', '/\\'],
    ['//a:b', '//a:b'],
    ['http://', 'http://'],
    ['/%00', '/%00'],
    ['/a%00b', '/a%00b'],
    ['/%', '/%'],
    ['/%E0%A4%A', '/%E0%A4%A'],
    ['a 20 KB path', `/${'a'.repeat(20_000)}`],
    ['a 20 KB path of ..%2f', `/${'..%2f'.repeat(4_000)}`],
  ])('survives %s without exiting', async (_, target) => {
    const reply = await send(target).catch(() => null);
    expect(reply === null || [200, 400, 404, 414, 431].includes(reply.status)).toBe(true);
    expect(reply?.headers.location ?? '').not.toMatch(/^\/\//);
    expect((await send('/')).status).toBe(200);
    expect(exited).toBe(false);
  });

  it.each([
    '/..%2fout-private/secret.txt',
    '/..%2f..%2fsecret.txt',
    '/../secret.txt',
    '/link.txt',
    '/linked-dir/secret.txt',
  ])('never serves a file outside out/: %s', async (target) => {
    const reply = await send(target);
    expect(reply.status).toBe(404);
    expect(reply.body).not.toContain('secret');
  });

  it('sends an upload with its type and nosniff, even where _headers does not say so', async () => {
    const reply = await send('/uploads/jet.png');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never sends a Location that starts with //', async () => {
    for (const target of ['/.//evil.com/..%2fabout', '//evil.com/..%2fabout', '/.//evil.com/../about', '//about']) {
      const reply = await send(target);
      expect(reply.headers.location ?? '').not.toMatch(/^\/\//);
    }
  });

  it('answers 405 with Allow: GET, HEAD to every other method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const reply = await send('/', method);
      expect(reply.status).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD');
      expect(reply.body).not.toContain('home');
    }
    expect(await send('/', 'HEAD')).toMatchObject({ status: 200, body: '' });
  });

  it('answers 404 for the build artefacts /404/, /_not-found/ and /_headers', async () => {
    for (const target of ['/404/', '/_not-found/', '/_headers', '/404.html']) {
      expect((await send(target)).status).toBe(404);
    }
  });

  it('closes every descriptor after 80 aborted downloads and 300 concurrent requests', async () => {
    await send('/');
    await settle();
    const start = descriptors();
    for (let round = 0; round < 4; round += 1) await Promise.all(Array.from({ length: 20 }, abortedDownload));
    // Bounded concurrency: 300 requests in waves of 30, so the client side stays within its own limits.
    // Under a 64-descriptor limit the server may refuse a connection it cannot accept (30 sockets
    // and 30 open files are more than it has, so about half are refused, more on a busy machine);
    // it must keep serving in every wave and stay up.
    const served: number[] = [];
    for (let wave = 0; wave < 10; wave += 1) {
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          send(i % 2 ? '/about/' : '/', 'GET', { 'accept-encoding': 'gzip' }).catch(() => null),
        ),
      );
      served.push(replies.filter((reply) => reply?.status === 200).length);
    }
    expect(Math.min(...served)).toBeGreaterThan(0);
    expect(served.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(100);
    await settle();
    expect(exited).toBe(false);
    expect((await send('/')).status).toBe(200);
    await settle();
    expect(descriptors()).toBeLessThanOrEqual(start);
  });

  it('answers 404 (and keeps running) for a file removed while it is requested', async () => {
    for (let i = 0; i < 20; i += 1) {
      const file = path.join(root, `gone-${i}.html`);
      writeFileSync(file, 'x'.repeat(100_000));
      const pending = send(`/gone-${i}.html`).catch(() => null);
      unlinkSync(file);
      const reply = await pending;
      expect(reply === null || [200, 404].includes(reply.status)).toBe(true);
    }
    expect(exited).toBe(false);
    expect((await send('/')).status).toBe(200);
  });
});

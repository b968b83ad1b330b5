/**
 * @jest-environment node
 */
// The editor's local backend as `npm run cms` starts it, on a free port against a scratch working
// copy, asked what a hostile page, a neighbour on the network or a rebound name would ask.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { imageType } from '@/scripts/lib/cms-backend.mjs';

jest.setTimeout(30_000);

const SITE_PORT = 3999;
const EDITOR = `http://127.0.0.1:${SITE_PORT}`;
const base = mkdtempSync(path.join(tmpdir(), 'vayu-cms-'));
const root = path.join(base, 'work');
const outside = path.join(base, 'outside');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const LEG = 'title: An empty leg\n';
const CHECK_NODE = 'process.exit(0);\n';
let proxy: ChildProcess;
let port = 0;

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request as a browser or a script would send it, Host and Origin as given. */
function send(
  body: unknown,
  { origin, host, address = '127.0.0.1', method = 'POST', type = 'application/json' }: Record<string, string> = {},
): Promise<Reply> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { host: host ?? `localhost:${port}`, 'content-type': type };
  if (origin) headers.origin = origin;
  return new Promise((resolve, reject) => {
    const req = request({ host: address, port, method, path: '/api/v1', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? payload : undefined);
  });
}

const fromEditor = (body: unknown) => send(body, { origin: EDITOR });
const save = (file: string, raw: string) =>
  fromEditor({
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [{ slug: 'x', path: file, raw }],
      assets: [],
      options: { commitMessage: 'x', useWorkflow: false, status: '' },
    },
  });
const upload = (file: string, bytes: Buffer) =>
  fromEditor({
    action: 'persistMedia',
    params: {
      branch: 'main',
      asset: { path: file, content: bytes.toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'x' },
    },
  });
const read = (file: string) => fromEditor({ action: 'getEntry', params: { branch: 'main', path: file } });

beforeAll(async () => {
  for (const folder of ['content/empty-legs', 'content/data', 'content-sibling', 'scripts', '.git', 'public'])
    mkdirSync(path.join(root, folder), { recursive: true });
  mkdirSync(path.join(base, 'work-sibling'));
  mkdirSync(outside);
  writeFileSync(path.join(root, 'content/empty-legs/vj-el-101.yaml'), LEG);
  writeFileSync(path.join(root, 'content/data/site.json'), '{}\n');
  writeFileSync(path.join(root, 'content/site.ts'), 'export const site = {};\n');
  writeFileSync(path.join(root, 'scripts/check-node.cjs'), CHECK_NODE);
  writeFileSync(path.join(root, '.git/config'), '[core]\n');
  writeFileSync(path.join(root, 'package.json'), '{}\n');
  writeFileSync(path.join(outside, 'secret.json'), '"secret"\n');
  // A link inside content/ to a file outside, a folder outside, and the sibling whose name starts alike.
  symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'content/data/linked.json'));
  symlinkSync(outside, path.join(root, 'content/out'));
  symlinkSync(path.join(root, 'content-sibling'), path.join(root, 'content/data/sibling'));

  proxy = spawn(process.execPath, [path.join(process.cwd(), 'scripts/cms-proxy.mjs'), '--root', root], {
    env: { ...process.env, CMS_PROXY_PORT: '0', PORT: String(SITE_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  port = await new Promise<number>((resolve, reject) => {
    proxy.stdout!.on('data', (chunk: Buffer) => {
      const match = /localhost:(\d+)\//.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    proxy.on('exit', (code) => reject(new Error(`the proxy exited with ${code}`)));
  });
});

afterAll(() => {
  proxy?.kill();
  rmSync(base, { recursive: true, force: true });
});

describe('who may talk to the editor’s local backend', () => {
  it('answers the editor’s own page, and opens CORS to that origin alone', async () => {
    for (const origin of [EDITOR, `http://localhost:${SITE_PORT}`]) {
      const reply = await send({ action: 'info' }, { origin });
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toMatchObject({ repo: 'work', type: 'local_fs' });
      expect(reply.headers['access-control-allow-origin']).toBe(origin);
    }
    const preflight = await send('', { origin: EDITOR, method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(EDITOR);
  });

  it.each([
    'https://attacker.example',
    'null',
    `http://127.0.0.1:${SITE_PORT + 1}`,
    `http://localhost.attacker.example:${SITE_PORT}`,
  ])('refuses a page of another origin (%s), reads nothing and writes nothing', async (origin) => {
    const info = await send({ action: 'info' }, { origin });
    expect(info.status).toBe(403);
    expect(info.headers['access-control-allow-origin']).toBeUndefined();
    expect((await send('', { origin, method: 'OPTIONS' })).status).toBe(403);
    expect((await send({ action: 'getEntry', params: { path: 'content/data/site.json' } }, { origin })).status).toBe(
      403,
    );
    const write = await send(
      {
        action: 'persistEntry',
        params: { dataFiles: [{ path: 'content/empty-legs/vj-el-101.yaml', raw: 'x' }], assets: [] },
      },
      { origin },
    );
    expect(write.status).toBe(403);
    expect(readFileSync(path.join(root, 'content/empty-legs/vj-el-101.yaml'), 'utf8')).toBe(LEG);
  });

  it.each(['attacker.example', `attacker.example:${SITE_PORT}`, 'rebound.attacker.example:PORT', '192.168.1.5:PORT'])(
    'refuses another Host (%s), as a DNS-rebound page sends',
    async (host) => {
      const reply = await send({ action: 'info' }, { origin: EDITOR, host: host.replace('PORT', String(port)) });
      expect(reply.status).toBe(403);
      // Without an Origin too (a rebound page is same-origin to itself).
      expect((await send({ action: 'info' }, { host: host.replace('PORT', String(port)) })).status).toBe(403);
    },
  );

  it('refuses a plain form post (no JSON, so no preflight)', async () => {
    expect((await send('{"action":"info"}', { type: 'text/plain' })).status).toBe(415);
  });

  const lan = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  (lan ? it : it.skip)(`cannot be reached over the machine's network address (${lan ?? 'none here'})`, async () => {
    const reply = await send({ action: 'info' }, { address: lan!, host: `${lan}:${port}` }).catch(
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(reply).toBe('ECONNREFUSED');
  });
});

describe('what the editor’s local backend may touch', () => {
  it('reads and saves an entry in content/, never executable', async () => {
    chmodSync(path.join(root, 'content/data/site.json'), 0o755);
    const reply = await read('content/data/site.json');
    expect(JSON.parse(reply.body)).toMatchObject({ data: '{}\n', file: { path: 'content/data/site.json' } });
    expect((await save('content/data/site.json', '{"a":1}\n')).status).toBe(200);
    expect(readFileSync(path.join(root, 'content/data/site.json'), 'utf8')).toBe('{"a":1}\n');
    expect(statSync(path.join(root, 'content/data/site.json')).mode & 0o777).toBe(0o644);
    expect((await save('content/empty-legs/vj-el-102.yaml', LEG)).status).toBe(200);
    expect(statSync(path.join(root, 'content/empty-legs/vj-el-102.yaml')).mode & 0o111).toBe(0);
    const listed = await fromEditor({
      action: 'entriesByFolder',
      params: { branch: 'main', folder: 'content/empty-legs', extension: 'yaml', depth: 1 },
    });
    expect(
      JSON.parse(listed.body)
        .map((entry: { file: { path: string } }) => entry.file.path)
        .sort(),
    ).toEqual(['content/empty-legs/vj-el-101.yaml', 'content/empty-legs/vj-el-102.yaml']);
  });

  it.each([
    ['the build’s first step', 'scripts/check-node.cjs'],
    ['a typed content module (code the build runs)', 'content/site.ts'],
    ['a file of the site in public/', 'public/evil.html'],
    ['a path with ..', 'content/../scripts/check-node.cjs'],
    ['a path climbing to the sibling working copy', '../work-sibling/x.json'],
    ['a sibling folder whose name starts with content', 'content-sibling/x.json'],
    ['a link inside content/ to that sibling', 'content/data/sibling/x.json'],
    ['a link inside content/ to a folder outside', 'content/out/x.json'],
    ['a link inside content/ to a file outside', 'content/data/linked.json'],
    ['an absolute path', path.join(root, 'content/data/x.json')],
    ['a path with NUL', 'content/data/x.json\u0000.png'],
    ['a hidden file', 'content/.env.json'],
  ])('refuses to write %s', async (_, file) => {
    const reply = await save(file, 'written');
    expect(reply.status).toBe(403);
    expect(readFileSync(path.join(root, 'scripts/check-node.cjs'), 'utf8')).toBe(CHECK_NODE);
    expect(readFileSync(path.join(outside, 'secret.json'), 'utf8')).toBe('"secret"\n');
    expect(existsSync(path.join(base, 'work-sibling/x.json'))).toBe(false);
    expect(existsSync(path.join(root, 'content-sibling/x.json'))).toBe(false);
    expect(existsSync(path.join(outside, 'x.json'))).toBe(false);
    expect(existsSync(path.join(root, 'public/evil.html'))).toBe(false);
  });

  it.each(['.git/config', 'content/data/linked.json', 'content/../.git/config', 'content/out/secret.json'])(
    'refuses to read %s',
    async (file) => {
      const reply = await read(file);
      expect(reply.status).toBe(403);
      expect(reply.body).not.toContain('secret');
      expect(reply.body).not.toContain('[core]');
    },
  );

  it('deletes nothing outside content/ and the media folder', async () => {
    for (const file of [
      'package.json',
      'scripts/check-node.cjs',
      'content/../package.json',
      'content/out/secret.json',
    ]) {
      const reply = await fromEditor({ action: 'deleteFile', params: { path: file, options: { commitMessage: 'x' } } });
      expect(reply.status).toBe(403);
    }
    const many = await fromEditor({
      action: 'deleteFiles',
      params: { paths: ['content/empty-legs/vj-el-102.yaml', 'package.json'], options: { commitMessage: 'x' } },
    });
    expect(many.status).toBe(403);
    for (const file of ['package.json', 'scripts/check-node.cjs', 'content/empty-legs/vj-el-102.yaml'])
      expect(existsSync(path.join(root, file))).toBe(true);
    expect(existsSync(path.join(outside, 'secret.json'))).toBe(true);
  });
});

describe('uploads to the media folder', () => {
  it('keeps a real PNG, readable and not executable, and lists it', async () => {
    const reply = await upload('public/uploads/jet.png', PNG);
    expect(reply.status).toBe(200);
    expect(readFileSync(path.join(root, 'public/uploads/jet.png')).equals(PNG)).toBe(true);
    expect(statSync(path.join(root, 'public/uploads/jet.png')).mode & 0o777).toBe(0o644);
    const media = await fromEditor({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/uploads' } });
    expect(JSON.parse(media.body).map((file: { name: string }) => file.name)).toEqual(['jet.png']);
  });

  it.each([
    ['an HTML page named .html', 'public/uploads/x.html', '<script>alert(localStorage.length)</script>', 403],
    ['an HTML page named .png', 'public/uploads/x.png', '<html><script>alert(1)</script></html>', 415],
    ['an SVG', 'public/uploads/x.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 403],
    ['an SVG named .png', 'public/uploads/y.png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 415],
    ['a PNG named .jpg', 'public/uploads/z.jpg', PNG, 415],
    ['a photo into content/', 'content/data/jet.png', PNG, 403],
  ])('refuses %s', async (_, file, bytes, status) => {
    const reply = await upload(file, Buffer.from(bytes));
    expect(reply.status).toBe(status);
    expect(existsSync(path.join(root, file))).toBe(false);
  });

  it('tells the photo formats by their bytes', () => {
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    const avif = Buffer.concat([
      Buffer.from([0, 0, 0, 0x1c]),
      Buffer.from('ftypavif'),
      Buffer.alloc(4),
      Buffer.from('avifmif1miaf'),
    ]);
    expect(imageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageType(PNG)).toBe('png');
    expect(imageType(riff)).toBe('webp');
    expect(imageType(avif)).toBe('avif');
    expect(imageType(Buffer.from('<svg/>'))).toBeNull();
    expect(imageType(Buffer.from('GIF89a'))).toBeNull();
  });
});

// The local backend of `npm run cms` (docs/editing-content.md#how-the-local-editor-is-protected):
// the part of Decap's local-backend protocol the editor uses, answered only to the editor's own
// page on this machine, reading and writing only the editor's data in content/ and images in the
// media folder. scripts/cms-proxy.mjs runs it; jest starts it on a free port.
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readdir, readFile, realpath, unlink } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { CONTENT_FOLDER, MEDIA_FOLDER } from '../../lib/cms/editable-folders.mjs';

export const DATA_EXTENSIONS = ['.json', '.md', '.yaml', '.yml'];
export const IMAGE_EXTENSIONS = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp', '.avif': 'avif' };
const MAX_BODY = 30 * 1024 * 1024;
const MAX_DEPTH = 8;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A request the backend will not serve: its status and why, in a few words. */
export class Refused extends Error {
  constructor(status, reason) {
    super(reason);
    this.status = status;
  }
}

/** The editor's own page: the site's copy that `npm run cms` serves on the site port. */
export const editorOrigins = (sitePort) => [`http://127.0.0.1:${sitePort}`, `http://localhost:${sitePort}`];

/** The Host a browser on this machine sends to the backend, and nothing a rebound name could send. */
export const ownHosts = (port) => [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];

/** What the bytes are, whatever the file is called: one of the four photo formats, or null. */
export function imageType(bytes) {
  const ascii = (from, to) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(4, 8) === 'ftyp') {
    const size = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(at, at + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  }
  return null;
}

/** The segments of a path the editor sent, or a refusal: relative, no `..`, no hidden names, no NUL. */
export function segmentsOf(name) {
  if (typeof name !== 'string' || !name || name.length > 1024) throw new Refused(400, 'a path is missing');
  if (/[\0\\]/.test(name) || path.isAbsolute(name) || /^[a-z]:/i.test(name))
    throw new Refused(403, 'only a relative path is accepted');
  const segments = name.replace(/\/+$/, '').split('/');
  if (segments.some((segment) => !segment || segment.startsWith('.')))
    throw new Refused(403, 'a path may not climb or name a hidden file');
  return segments;
}

const isInside = (folder, file) => file.startsWith(folder + path.sep);

/** The real path of `file`: of itself if it exists, else of its nearest existing folder plus the rest. */
async function realTarget(file) {
  const rest = [];
  let existing = file;
  for (;;) {
    try {
      return path.join(await realpath(existing), ...rest);
    } catch (error) {
      if (error.code !== 'ENOENT' || path.dirname(existing) === existing) throw error;
      rest.unshift(path.basename(existing));
      existing = path.dirname(existing);
    }
  }
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const posix = (file) => file.split(path.sep).join('/');

/**
 * The backend for one working copy. `areas` are the folders it may touch, each with the files it
 * accepts there: data files in content/, photos in the media folder.
 */
export async function createBackend({ root, mediaFolder = MEDIA_FOLDER }) {
  const realRoot = await realpath(root);
  const area = async (folder, kind) => {
    const real = await realTarget(path.join(realRoot, ...segmentsOf(folder)));
    if (!isInside(realRoot, real)) throw new Error(`${folder} lies outside the working copy`);
    return { folder: posix(folder), real, kind };
  };
  const areas = [await area(CONTENT_FOLDER, 'data'), await area(mediaFolder, 'image')];

  /** Where a path the editor sent really is, and what may live there; a refusal anywhere else. */
  async function locate(name, { kind } = {}) {
    const file = await realTarget(path.join(realRoot, ...segmentsOf(name)));
    const found = areas.find((candidate) => isInside(candidate.real, file));
    if (!found) throw new Refused(403, 'the editor may only touch content/ and the media folder');
    if (kind && found.kind !== kind) throw new Refused(403, `this is not a ${kind} file's place`);
    const extension = path.extname(file).toLowerCase();
    const allowed = found.kind === 'data' ? DATA_EXTENSIONS.includes(extension) : extension in IMAGE_EXTENSIONS;
    if (!allowed) throw new Refused(403, 'the editor may not touch this kind of file');
    return { file, area: found, relative: posix(path.relative(realRoot, file)) };
  }

  async function folderOf(name, kind) {
    const folder = await realTarget(path.join(realRoot, ...segmentsOf(name)));
    const found = areas.find(
      (candidate) => candidate.kind === kind && (folder === candidate.real || isInside(candidate.real, folder)),
    );
    if (!found) throw new Refused(403, 'the editor may only list content/ and the media folder');
    return folder;
  }

  /** Files under `folder` (real paths), symlinks leading out skipped, `depth` levels deep. */
  async function listFiles(folder, depth) {
    if (depth <= 0) return [];
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries
        .filter((entry) => !entry.name.startsWith('.'))
        .map(async (entry) => {
          const real = await realpath(path.join(folder, entry.name)).catch(() => null);
          if (!real || !areas.some((candidate) => isInside(candidate.real, real))) return [];
          return entry.isDirectory() ? listFiles(real, depth - 1) : entry.isFile() ? [real] : [];
        }),
    );
    return nested.flat();
  }

  async function readEntry(name, label) {
    const { file, relative } = await locate(name, { kind: 'data' });
    const described = (id) => ({ path: relative, ...(label === undefined ? {} : { label }), id });
    try {
      const bytes = await readFile(file);
      return { data: bytes.toString('utf8'), file: described(sha256(bytes)) };
    } catch {
      return { data: null, file: described(null) };
    }
  }

  async function readMedia(name) {
    const { file, relative } = await locate(name, { kind: 'image' });
    const bytes = await readFile(file).catch(() => {
      throw new Refused(404, 'no such file');
    });
    return {
      id: sha256(bytes),
      content: bytes.toString('base64'),
      encoding: 'base64',
      path: relative,
      name: path.basename(file),
    };
  }

  /** Checks a file to be written: a data file as text in content/, a photo by its bytes in the media folder. */
  async function checked(name, content, kind) {
    const target = await locate(name, { kind });
    if (kind === 'image') {
      const type = imageType(content);
      if (!type) throw new Refused(415, 'only a JPEG, PNG, WebP or AVIF photo may be uploaded');
      if (IMAGE_EXTENSIONS[path.extname(target.file).toLowerCase()] !== type)
        throw new Refused(415, `the file is a ${type.toUpperCase()}: name it so`);
    }
    return { ...target, content };
  }

  // Never through a symlink, never executable: the file is opened without following a link and
  // left readable and writable by its owner alone to change.
  async function write({ file, content }) {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o755 });
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
    const handle = await open(file, flags, 0o644).catch((error) => {
      throw error.code === 'ELOOP' ? new Refused(403, 'the editor does not write through links') : error;
    });
    try {
      await handle.writeFile(content);
      await handle.chmod(0o644);
    } finally {
      await handle.close();
    }
  }

  const remove = ({ file }) =>
    unlink(file).catch((error) => {
      if (error.code !== 'ENOENT') throw error;
    });

  const base64 = (asset) => {
    if (asset?.encoding !== 'base64' || typeof asset.content !== 'string')
      throw new Refused(422, 'an upload is base64');
    return Buffer.from(asset.content, 'base64');
  };
  const text = (dataFile) => {
    if (typeof dataFile?.raw !== 'string') throw new Refused(422, 'an entry has no text');
    return dataFile.raw;
  };

  const actions = {
    info: async () => ({ repo: path.basename(realRoot), publish_modes: ['simple'], type: 'local_fs' }),
    entriesByFolder: async ({ folder, extension, depth }) => {
      if (typeof extension !== 'string') throw new Refused(422, 'an extension is missing');
      const files = await listFiles(await folderOf(folder, 'data'), Math.min(Number(depth) || 1, MAX_DEPTH));
      const names = files
        .filter((file) => file.endsWith(extension))
        .map((file) => posix(path.relative(realRoot, file)));
      return Promise.all(names.map((name) => readEntry(name)));
    },
    entriesByFiles: async ({ files }) => {
      if (!Array.isArray(files)) throw new Refused(422, 'files is a list');
      return Promise.all(files.map((file) => readEntry(file?.path, file?.label)));
    },
    getEntry: async ({ path: name }) => readEntry(name),
    persistEntry: async ({ entry, dataFiles = [entry], assets = [] }) => {
      if (!Array.isArray(dataFiles) || !Array.isArray(assets)) throw new Refused(422, 'dataFiles and assets are lists');
      // Everything is checked before anything is written: a refused part leaves the working copy as it was.
      const moves = dataFiles.every((dataFile) => dataFile?.newPath);
      const writes = await Promise.all([
        ...dataFiles.map((dataFile) => checked(moves ? dataFile.newPath : dataFile?.path, text(dataFile), 'data')),
        ...assets.map((asset) => checked(asset?.path, base64(asset), 'image')),
      ]);
      const moved = moves
        ? await Promise.all(dataFiles.map((dataFile) => locate(dataFile.path, { kind: 'data' })))
        : [];
      for (const item of writes) await write(item);
      for (const [index, from] of moved.entries()) if (from.file !== writes[index].file) await remove(from);
      return { message: 'entry persisted' };
    },
    getMedia: async ({ mediaFolder: folder }) => {
      const files = await listFiles(await folderOf(folder, 'image'), 1);
      const images = files.filter((file) => path.extname(file).toLowerCase() in IMAGE_EXTENSIONS);
      return Promise.all(images.map((file) => readMedia(posix(path.relative(realRoot, file)))));
    },
    getMediaFile: async ({ path: name }) => readMedia(name),
    persistMedia: async ({ asset }) => {
      await write(await checked(asset?.path, base64(asset), 'image'));
      return readMedia(asset.path);
    },
    deleteFile: async ({ path: name }) => {
      await remove(await locate(name));
      return { message: 'deleted file' };
    },
    deleteFiles: async ({ paths }) => {
      if (!Array.isArray(paths) || !paths.length) throw new Refused(422, 'paths is a list');
      const targets = await Promise.all(paths.map((name) => locate(name)));
      for (const target of targets) await remove(target);
      return { message: 'deleted files' };
    },
    getDeployPreview: async () => null,
  };

  /** One request body's answer, or a Refused. */
  async function answer(body) {
    const action = body && typeof body === 'object' ? body.action : undefined;
    if (typeof action !== 'string' || !Object.hasOwn(actions, action)) throw new Refused(422, 'unknown action');
    const params = body.params && typeof body.params === 'object' ? body.params : {};
    return actions[action](params);
  }

  return { answer, root: realRoot, areas: areas.map(({ folder, real }) => ({ folder, real })) };
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Refused(413, 'the request is too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * The HTTP side: refuses a connection that is not this machine's, a Host that is not the
 * backend's own (DNS rebinding), an Origin that is not the editor's (any other page open in the
 * browser), and anything but a JSON POST to /api/v1. CORS opens it to the editor's origin alone.
 */
export function createHandler(backend, { sitePort, log = () => {} }) {
  const origins = new Set(editorOrigins(sitePort));
  return async function handle(request, response) {
    const origin = request.headers.origin;
    const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', Vary: 'Origin' };
    const reply = (status, value) => {
      response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(value));
    };
    try {
      const { localAddress, localPort, remoteAddress } = request.socket;
      if (!LOOPBACK.has(localAddress) || !LOOPBACK.has(remoteAddress)) throw new Refused(403, 'only this machine');
      if (!ownHosts(localPort).includes(String(request.headers.host ?? '').toLowerCase()))
        throw new Refused(403, 'not this backend’s host');
      if (origin !== undefined && !origins.has(origin)) throw new Refused(403, 'not the editor’s page');
      if (origin !== undefined) headers['Access-Control-Allow-Origin'] = origin;
      const pathname = String(request.url).split('?')[0];
      if (pathname !== '/api/v1') throw new Refused(404, 'not found');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          ...headers,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        });
        response.end();
        return;
      }
      if (request.method !== 'POST') throw new Refused(405, 'POST only');
      // A JSON body means a browser asks first (a preflight), so no plain form can post here.
      if (!/^application\/json\b/i.test(String(request.headers['content-type'] ?? '')))
        throw new Refused(415, 'JSON only');
      let body;
      try {
        body = JSON.parse(await readBody(request));
      } catch (error) {
        throw error instanceof Refused ? error : new Refused(400, 'the body is not JSON');
      }
      reply(200, await backend.answer(body));
    } catch (error) {
      const status = error instanceof Refused ? error.status : 500;
      log(`cms-proxy: ${status} ${error instanceof Refused ? error.message : 'the request failed'}`);
      if (!response.headersSent) reply(status, { error: error instanceof Refused ? error.message : 'Unknown error' });
      else response.end();
    }
  };
}

/**
 * Listens on 127.0.0.1 and, where the machine has it, ::1, on the same port (0: a free one):
 * never on another interface. Resolves with the port and a close().
 */
export async function listenLocal(handler, port) {
  const servers = [];
  const start = (host, at) =>
    new Promise((resolve, reject) => {
      const server = createServer(handler);
      server.once('error', reject);
      server.listen(at, host, () => {
        servers.push(server);
        resolve(server.address().port);
      });
    });
  const bound = await start('127.0.0.1', port);
  await start('::1', bound).catch((error) => {
    if (!['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(error.code)) throw error;
  });
  const close = () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return { port: bound, close };
}

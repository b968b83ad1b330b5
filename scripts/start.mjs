// `npm start`: build the static export when it is missing or older than the sources, then serve a
// copy of it pointed at the inbox on http://localhost:$PORT and the inbox itself on $INBOX_PORT.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInbox, INBOX_NODE_FLAGS } from './build-inbox.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['app', 'components', 'content', 'lib', 'public', 'next.config.mjs', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

// `--no-build` (the e2e run, beside a suite reading out/): serve the build as it is, never rebuild it.
const noBuild = process.argv.includes('--no-build');
const builtAt = newestMtime(path.join(root, 'out', 'index.html'));
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (noBuild && !builtAt) {
  console.error('start: out/ has no build yet: run `npm run build` first.');
  process.exit(1);
}
if (!noBuild && (!builtAt || changedAt > builtAt)) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const port = process.env.PORT ?? '3000';
const inboxHost = process.env.INBOX_HOST ?? '127.0.0.1';
const inboxPort = process.env.INBOX_PORT ?? '3001';
const inboxUrl = `http://${inboxHost.includes(':') ? `[${inboxHost}]` : inboxHost}:${inboxPort}`;
const siteOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

// out/ stays exactly what `npm run build` made; the copy served here is the one that knows the inbox.
const served = path.resolve(process.env.START_DIR ?? path.join(root, 'out-local'));
rmSync(served, { recursive: true, force: true });
cpSync(path.join(root, 'out'), served, { recursive: true });
execFileSync(process.execPath, [path.join(root, 'scripts', 'configure-requests.mjs'), '--out', served], {
  env: { ...process.env, NEXT_PUBLIC_REQUESTS_ENDPOINT: `${inboxUrl}/requests` },
  stdio: 'inherit',
});

const children = [
  spawn(process.execPath, [path.join(root, 'scripts', 'static-server.mjs'), '--root', served, '--port', port], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [...INBOX_NODE_FLAGS, await buildInbox()], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      INBOX_HOST: inboxHost,
      INBOX_PORT: inboxPort,
      INBOX_ALLOWED_ORIGINS: process.env.INBOX_ALLOWED_ORIGINS ?? siteOrigins.join(','),
    },
  }),
];
console.log(
  `Site:  http://localhost:${port}/  (requests go to the inbox)\nInbox: ${inboxUrl}/  (health: ${inboxUrl}/healthz)\nDesk:  ${inboxUrl}/desk/  (users: npm run inbox -- add-user EMAIL)`,
);

let stopping = false;
function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  Promise.all(children.map((child) => child.exitCode === null && new Promise((done) => child.once('exit', done)))).then(
    () => process.exit(code),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (exitCode) => stop('SIGTERM', exitCode ?? 0));

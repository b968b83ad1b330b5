// `npm start`: build the static export when it is missing or older than the sources, then serve
// it on http://localhost:3000.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['app', 'components', 'content', 'lib', 'public', 'next.config.mjs', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

const builtAt = newestMtime(path.join(root, 'out', 'index.html'));
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (!builtAt || changedAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const port = process.env.PORT ?? '3000';
const child = spawn(process.execPath, [path.join(root, 'scripts', 'static-server.mjs'), '--port', port], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

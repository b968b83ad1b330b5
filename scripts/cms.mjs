// `npm run cms`: the content editor against this working copy (docs/editing-content.md). After
// `npm run build`: rewrites out/admin/ (today's config), serves out/ at http://127.0.0.1:$PORT
// (default 3000) with the production headers, and starts the editor's local backend
// (scripts/cms-proxy.mjs) on CMS_PROXY_PORT (default 8081), which answers that page alone and
// writes content/ and the media folder here: nothing is committed or pushed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '3000';

if (!existsSync(path.join(root, 'out', 'index.html'))) {
  console.error('cms: out/ has no build yet: run `npm run build` first.');
  process.exit(1);
}
const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-admin.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const children = [
  spawn(process.execPath, [path.join(root, 'scripts', 'static-server.mjs'), '--port', port], { stdio: 'inherit' }),
  spawn(process.execPath, [path.join(root, 'scripts', 'cms-proxy.mjs'), '--root', root], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
];
console.log(
  `cms: open http://127.0.0.1:${port}/admin/ and choose "Login"; saves write content/ and the media folder here.`,
);
const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());

// npm run test:e2e:plain: the site as Next alone writes it. Builds with the paint-first rewrite
// turned off (PAINT_FIRST=0) into out-plain/, so out/ is left as it is, then runs the @smoke e2e
// tests against that folder. Arguments go to playwright (e.g. --project=desktop); E2E_PORT as usual.
// Options: --no-build (test the out-plain/ already there: `npm test` makes it with the same
// `next build` as out/, `PLAIN_EXPORT_DIR=out-plain npm run build`, instead of building a second time).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const env = { ...process.env, PAINT_FIRST: '0', EXPORT_DIR: 'out-plain' };

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!args.includes('--no-build')) run('npm', ['run', 'build']);
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
// A port of its own by default: a server still up on the usual port serves out/, and playwright
// would reuse it outside CI.
env.E2E_PORT ??= '4175';
run(process.execPath, [playwright, 'test', '--grep', '@smoke', ...args.filter((arg) => arg !== '--no-build')]);

// Serves the static export in out/ (used by `npm start` and by Playwright).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? args[portIndex + 1] : '3000';
const host = args.includes('--public') ? '0.0.0.0' : '127.0.0.1';

if (!existsSync(path.join(root, 'out', 'index.html'))) {
  console.error('out/ has no build yet: run `npm run build` first.');
  process.exit(1);
}

const serveBin = path.join(root, 'node_modules', '.bin', 'serve');
const child = spawn(serveBin, ['out', '-l', `tcp://${host}:${port}`, '--no-clipboard', '--no-port-switching'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

// Serves the static export in out/ with its production headers (npm start, Playwright, bench).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');
const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = Number(portIndex >= 0 ? args[portIndex + 1] : (process.env.PORT ?? 3000));
const host = args.includes('--public') ? '0.0.0.0' : '127.0.0.1';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('out/ has no build yet: run `npm run build` first.');
  process.exit(1);
}

createStaticServer(root).listen(port, host, () => console.log(`Serving out/ on http://${host}:${port}`));

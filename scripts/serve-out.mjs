// Serves the static export in out/ with its production headers (npm start, Playwright, bench).
// Options: --port N (default $PORT or 3000), --public (listen on every interface), --root DIR.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './static-server.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const root = path.resolve(option('--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'out'));
const port = Number(option('--port') ?? process.env.PORT ?? 3000);
const host = args.includes('--public') ? '0.0.0.0' : '127.0.0.1';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('out/ has no build yet: run `npm run build` first.');
  process.exit(1);
}

const server = createStaticServer(root);
server.listen(port, host, () => console.log(`Serving ${root} on http://${host}:${server.address().port}`));

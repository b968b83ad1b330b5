// The editor's local backend, started by `npm run cms` (docs/editing-content.md): on 127.0.0.1 and
// ::1 only, port CMS_PROXY_PORT (default 8081), answering only the editor served on PORT (default
// 3000). `node scripts/cms-proxy.mjs [--root DIR]` (default: this working copy).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROXY_PORT } from '../lib/cms/editable-folders.mjs';
import { createBackend, createHandler, listenLocal } from './lib/cms-backend.mjs';

const args = process.argv.slice(2);
const project = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = args.includes('--root') ? path.resolve(args[args.indexOf('--root') + 1]) : project;
const port = Number(process.env.CMS_PROXY_PORT || DEFAULT_PROXY_PORT);
const sitePort = Number(process.env.PORT || 3000);

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const backend = await createBackend({ root });
  const handler = createHandler(backend, { sitePort, log: (line) => console.error(line) });
  const { port: bound } = await listenLocal(handler, port);
  const folders = backend.areas.map((area) => `${area.folder}/`).join(' and ');
  console.log(
    `cms-proxy: http://localhost:${bound}/api/v1 for the editor at http://127.0.0.1:${sitePort}/admin/ only; it writes ${folders} of ${path.basename(backend.root)}`,
  );
}

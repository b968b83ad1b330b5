// The inbox as one ES module run by plain `node` (docs/inbox.md#running-it): no compiler in the serving
// process. `npm run inbox`, `npm start` and the bench build it here first; jest still imports the TypeScript.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const INBOX_BUNDLE = path.join(root, 'out-inbox', 'cli.mjs');
// A small young generation, and an old one sized so V8 collects before it grows past about 40 MB
// (about 30 to 40 MB less peak RSS under load: docs/performance.md). package.json's `inbox` passes the same.
export const INBOX_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=96'];

/** Writes out-inbox/cli.mjs from inbox/cli.ts and returns its path. */
export async function buildInbox() {
  await build({
    entryPoints: [path.join(root, 'inbox', 'cli.ts')],
    outfile: INBOX_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    tsconfig: path.join(root, 'tsconfig.json'),
    // Native addons, and pg's optional native driver, stay packages that node loads from node_modules.
    external: ['better-sqlite3', '@node-rs/argon2', 'pg-native'],
    // The CommonJS packages inside (pg, nodemailer) call require().
    banner: {
      js: "import { createRequire as __inboxRequire } from 'node:module';\nconst require = __inboxRequire(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
  return INBOX_BUNDLE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildInbox();

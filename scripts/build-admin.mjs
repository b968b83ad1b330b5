// After the export: the content editor at /admin/ (docs/editing-content.md). Copies Decap CMS's own
// build from node_modules (no script from another origin), writes the page with its own policy and
// `noindex`, bundles our previews (lib/cms/previews.ts), and writes config.yml generated from the content schemas (scripts/cms-config.mjs). No
// public page links to or loads any of it. Options: --out DIR (default $EXPORT_DIR, else out/).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { DEFAULT_PROXY_PORT } from '../lib/cms/editable-folders.mjs';
import { cmsConfigYaml } from './cms-config.mjs';
import { adminPolicy } from './lib/csp.mjs';
import { importTs } from './lib/load-content.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outOption = args.indexOf('--out') >= 0 ? args[args.indexOf('--out') + 1] : undefined;
const out = outOption ? path.resolve(outOption) : path.resolve(root, process.env.EXPORT_DIR || 'out');
const DECAP = path.join(root, 'node_modules', 'decap-cms', 'dist');

/** The bundle, its lazily loaded chunks and WebAssembly, and its licence; no source maps. */
export const decapFiles = (names) =>
  names.filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name));

export function adminPage() {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${adminPolicy(Number(process.env.CMS_PROXY_PORT || DEFAULT_PROXY_PORT))}" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Vayu Jets content editor</title>
    <link rel="stylesheet" href="/admin/admin.css" />
  </head>
  <body>
    <script src="/admin/decap/decap-cms.js"></script>
    <script src="/admin/previews.js"></script>
  </body>
</html>
`;
}

const admin = path.join(out, 'admin');
rmSync(admin, { recursive: true, force: true });
mkdirSync(path.join(admin, 'decap'), { recursive: true });
const files = decapFiles(readdirSync(DECAP));
for (const name of files) cpSync(path.join(DECAP, name), path.join(admin, 'decap', name));
writeFileSync(path.join(admin, 'index.html'), adminPage());
// Decap's error list is in capitals; our messages are sentences (lib/cms/editor-words.ts). Its class is
// the one emotion gives Decap 3.16's ControlErrorsList (the label appears only in a development build).
writeFileSync(
  path.join(admin, 'admin.css'),
  'ul.ec1nk3l1, ul[class*="-ControlErrorsList"] { text-transform: none; }\n',
);
// The previews use the site's own stylesheets, as an article page links them.
const page = path.join(out, 'blog', 'index.html');
const stylesheets = existsSync(page)
  ? [...new Set(readFileSync(page, 'utf8').match(/\/_next\/static\/[^"'\s]+?\.css/g) ?? [])]
  : [];
const { contentSnapshot } = await importTs('lib/cms/content-snapshot.ts');
await build({
  entryPoints: [path.join(root, 'lib', 'cms', 'previews-entry.ts')],
  outfile: path.join(admin, 'previews.js'),
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2022',
  define: {
    STYLESHEETS: JSON.stringify(stylesheets),
    SNAPSHOT: JSON.stringify(contentSnapshot(root)),
    'process.env.NODE_ENV': '"production"',
  },
  logLevel: 'warning',
});
writeFileSync(path.join(admin, 'config.yml'), await cmsConfigYaml());
console.log(
  `build-admin: the editor at ${path.relative(root, admin)}/ (Decap CMS, ${files.length} files) and its config.yml`,
);

// npm run inline-scripts (and the first step of npm run build): minifies lib/inline/'s sources into
// lib/inline/minified.mjs, the strings the layout and the paint-first rewrite write into every page.
// The file is committed, so lint, typecheck and jest work on a clean clone; a jest test fails while
// it is stale (docs/inline-scripts.md).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { minifyInlineScripts } from './lib/inline-scripts.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = await minifyInlineScripts(root);

async function write(file, text) {
  const full = path.join(root, file);
  const formatted = await prettier.format(text, { ...(await prettier.resolveConfig(full)), filepath: full });
  let current = null;
  try {
    current = readFileSync(full, 'utf8');
  } catch {
    // Not written yet.
  }
  if (current !== formatted) writeFileSync(full, formatted);
  return current !== formatted;
}

const header = '// Written by npm run inline-scripts from lib/inline/*.ts: edit those, never this file.\n';
const names = Object.keys(scripts);
const changed = [
  await write(
    'lib/inline/minified.mjs',
    header + names.map((name) => `export const ${name} = ${JSON.stringify(scripts[name])};`).join('\n'),
  ),
  await write('lib/inline/minified.d.mts', names.map((name) => `export declare const ${name}: string;`).join('\n')),
].some(Boolean);
const sizes = names.map((name) => `${name} ${scripts[name].length} B`).join(', ');
console.log(`inline-scripts: ${changed ? 'wrote' : 'unchanged'} lib/inline/minified.mjs (${sizes})`);

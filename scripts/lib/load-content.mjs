// Reads the content modules and articles in plain Node, without building the site: Node strips
// the TypeScript types, and these hooks resolve what the bundler would (`@/` paths, imports
// without an extension, `server-only`, which only marks a module for Next, and JSON data files
// imported without an import attribute).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import nextEnv from '@next/env';

// Node says, for every module, that it strips types and reparses TypeScript as ES modules: true
// and harmless here, so those two notices are dropped and every other warning still prints.
const QUIET = new Set(['ExperimentalWarning', 'MODULE_TYPELESS_PACKAGE_JSON']);
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (!QUIET.has(warning.name) && !QUIET.has(warning.code)) console.warn(`${warning.name}: ${warning.message}`);
});

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts'];

function existingFile(base) {
  if (existsSync(base) && statSync(base).isFile()) return base;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate)) ?? null;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'server-only') return { url: 'data:text/javascript,', shortCircuit: true };
    const parent = context.parentURL?.startsWith('file:') ? path.dirname(fileURLToPath(context.parentURL)) : null;
    const base = specifier.startsWith('@/')
      ? path.join(root, specifier.slice(2))
      : parent && /^\.\.?\//.test(specifier)
        ? path.resolve(parent, specifier)
        : null;
    const file = base && existingFile(base);
    return file ? { url: pathToFileURL(file).href, shortCircuit: true } : nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.json')) return nextLoad(url, context);
    const file = fileURLToPath(url);
    try {
      const source = `export default ${JSON.stringify(JSON.parse(readFileSync(file, 'utf8')))};`;
      return { format: 'module', source, shortCircuit: true };
    } catch (error) {
      throw new Error(`Invalid content in ${path.relative(root, file)}:\n  - (file): not JSON: ${error.message}`);
    }
  },
});

// The same .env files `next build` reads, so NEXT_PUBLIC_SITE_URL means the same here.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

/** Imports a TypeScript module of the repository, e.g. `lib/content.ts`. */
export const importTs = (file) => import(pathToFileURL(path.join(root, file)).href);

/**
 * Every content module, as { file, exports }, then every data file (content/data/*.json, the offers'
 * YAML), its data as exports. A module's export that is a JSON file's data is that file's: it is
 * listed there, with the module's sample marks on it (`company.phone` becomes the file's `phone`).
 */
export async function contentModules() {
  const files = readdirSync(path.join(root, 'content'))
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => `content/${name}`);
  const modules = await Promise.all(files.map(async (file) => ({ file, exports: { ...(await importTs(file)) } })));
  const dataDir = 'content/data';
  const jsonFiles = existsSync(path.join(root, dataDir))
    ? readdirSync(path.join(root, dataDir))
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  const json = await Promise.all(
    jsonFiles.map(async (name) => {
      const file = `${dataDir}/${name}`;
      const { default: values } = await importTs(file);
      return { file, values, exports: { ...values } };
    }),
  );
  for (const { exports } of modules) {
    const marks = { ...exports.samples };
    for (const [name, value] of Object.entries(exports)) {
      const owner = json.find((entry) => entry.values === value);
      if (!owner) continue;
      delete exports[name];
      for (const [mark, put] of Object.entries(marks))
        if (mark.startsWith(`${name}.`)) {
          owner.exports.samples = { ...owner.exports.samples, [mark.slice(name.length + 1)]: put };
          delete marks[mark];
        }
    }
    if (exports.samples) exports.samples = marks;
  }
  const { offerFiles } = await importTs('lib/empty-legs/offer-files.ts');
  const data = offerFiles(root).map(({ file, data: values }) => ({ file, exports: { ...values } }));
  return [...modules, ...json.map(({ file, exports }) => ({ file, exports })), ...data];
}

/** Every article's file name and text, read as text only. */
export function articleTexts() {
  const dir = 'content/articles';
  return readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ file: `${dir}/${name}`, text: readFileSync(path.join(root, dir, name), 'utf8') }));
}

// Reads the content modules and articles in plain Node, without building the site: Node strips
// the TypeScript types, and these hooks resolve what the bundler would (`@/` paths, imports
// without an extension, and `server-only`, which only marks a module for Next).
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
  // A data file (content/data/*.json) imported as the bundler does, without an import attribute;
  // one that is not JSON is named with where it stops being JSON.
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.json')) return nextLoad(url, context);
    const file = fileURLToPath(url);
    let data;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`Invalid content in ${path.relative(root, file)}:\n  - not valid JSON: ${error.message}`);
    }
    return { format: 'module', source: `export default ${JSON.stringify(data)};`, shortCircuit: true };
  },
});

// The same .env files `next build` reads, so NEXT_PUBLIC_SITE_URL means the same here.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

/** Imports a TypeScript module of the repository, e.g. `lib/content.ts`. */
export const importTs = (file) => import(pathToFileURL(path.join(root, file)).href);

/** Every data file of content/data/, as [file, data]: the same objects the modules import. */
async function dataFiles() {
  const dir = 'content/data';
  const names = readdirSync(path.join(root, dir)).filter((name) => name.endsWith('.json'));
  return Promise.all(names.map(async (name) => [`${dir}/${name}`, (await importTs(`${dir}/${name}`)).default]));
}

const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/** A record with every value of `part` (at any depth) and maybe more: a copy of it with values added. */
const copiedFrom = (value, part) =>
  isRecord(value) &&
  isRecord(part) &&
  Object.keys(part).length > 0 &&
  Object.entries(part).every(([key, item]) => value[key] === item || copiedFrom(value[key], item));
/**
 * A copy of a file's object with values added (spread from it): it still holds one of its objects,
 * or a copy of one (the pages' words, each with its address added).
 */
const spreadFrom = (value, part) =>
  isRecord(value) &&
  isRecord(part) &&
  Object.entries(part).some(
    ([key, item]) => item !== null && typeof item === 'object' && (value[key] === item || copiedFrom(value[key], item)),
  );

/** Each value of `part` that `value` keeps (at any depth): a source naming its place in the file. */
function kept(value, part, path, file, at) {
  return Object.entries(part).flatMap(([key, item]) => {
    const here = { path: `${path}.${key}`, file, at: at ? `${at}.${key}` : key };
    if (value[key] === item) return [here];
    return isRecord(value[key]) && isRecord(item) ? kept(value[key], item, here.path, file, here.at) : [];
  });
}

/**
 * Which of a module's exports, or their parts, are a data file or one of its parts. An export or a
 * part the module adds worked-out values to (the site's words, with the company's details; the
 * contact page's location, with the profile's office) names the file for each value it keeps from it.
 */
function dataSources(exports, data) {
  const sources = [];
  for (const [name, value] of Object.entries(exports))
    for (const [file, whole] of data) {
      if (value === whole) sources.push({ path: name, file, at: '' });
      else if (spreadFrom(value, whole)) sources.push(...kept(value, whole, name, file, ''));
      else if (value && typeof value === 'object')
        for (const [key, part] of Object.entries(value))
          if (part !== null && typeof part === 'object' && part === whole[key])
            sources.push({ path: `${name}.${key}`, file, at: key });
          else if (spreadFrom(part, whole[key])) sources.push(...kept(part, whole[key], `${name}.${key}`, file, key));
    }
  return sources;
}

/**
 * Every content module, as { file, exports, sources } (sources: what of it comes from a data file of
 * content/data/), then every offer file (YAML), its data as exports.
 */
export async function contentModules() {
  const files = readdirSync(path.join(root, 'content'))
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => `content/${name}`);
  const json = await dataFiles();
  const modules = await Promise.all(
    files.map(async (file) => {
      const exports = { ...(await importTs(file)) };
      return { file, exports, sources: dataSources(exports, json) };
    }),
  );
  const { offerFiles } = await importTs('lib/empty-legs/offer-files.ts');
  const data = offerFiles(root).map(({ file, data: values }) => ({ file, exports: { ...values } }));
  return [...modules, ...data];
}

/** Every article's file name and text, read as text only. */
export function articleTexts() {
  const dir = 'content/articles';
  return readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ file: `${dir}/${name}`, text: readFileSync(path.join(root, dir, name), 'utf8') }));
}

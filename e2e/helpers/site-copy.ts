import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serveStatic } from './static-site';

const runFile = promisify(execFile);

// What `next build` reads, with the scripts that check the content and finish the export.
const SITE_ENTRIES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'scripts',
  'sw',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
];

/** A scratch copy of the site (a few MB) in a new temporary folder, using `root`'s node_modules. */
export function copySite(root: string, prefix: string) {
  const copy = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of SITE_ENTRIES) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

// A run may set where the export goes and how it is finished (and NEXT_PUBLIC_* what pages say): the
// copy builds as a default build, into its own out/.
const BUILD_SETTINGS = ['EXPORT_DIR', 'PLAIN_EXPORT_DIR', 'PAINT_FIRST'];

function buildEnv(copy: string) {
  // Turbopack compiles nothing outside its root, and node_modules links out of the copy.
  const env: Record<string, string | undefined> = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PRIVATE_OUTPUT_TRACE_ROOT: path.parse(copy).root,
  };
  for (const name of Object.keys(env))
    if (name.startsWith('NEXT_PUBLIC_') || BUILD_SETTINGS.includes(name)) delete env[name];
  return env as NodeJS.ProcessEnv;
}

async function run(copy: string, script: string, args: string[], signal: AbortSignal) {
  try {
    // At a low priority, so the browser of the tests beside it keeps its timing.
    await runFile('nice', ['-n', '19', process.execPath, script, ...args], {
      cwd: copy,
      env: buildEnv(copy),
      signal,
      maxBuffer: 2 ** 24,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${script} failed in ${copy}:\n${(stdout + stderr).slice(-4000)}`);
  }
}

/**
 * Builds the copy's pages into its out/ as `npm run build` does (`next build`, then the export's
 * rewrite), without the editor and the offline worker, which no page's HTML needs.
 */
export async function buildSite(copy: string, signal: AbortSignal) {
  await run(copy, 'node_modules/next/dist/bin/next', ['build'], signal);
  await run(copy, 'scripts/rewrite-export.mjs', [], signal);
}

/** Serves the copy's out/ as the e2e run serves out/, on a free port; `close` stops it. */
export const serveSite = (copy: string) => serveStatic('out', 0, copy);

// npm run fixtures:paint-first: copies real pages of this site, exactly as `next build` writes them
// (before scripts/rewrite-export.mjs touches them), into __tests__/fixtures/paint-first/, where the
// rewrite's tests read them. Run it after a Next upgrade (a test fails until then) or when the
// pages change shape. The export goes to a scratch folder, so out/ is left as it is.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = 'out-fixtures';
const target = path.join(root, '__tests__', 'fixtures', 'paint-first');
// The home page, a page with a form, and the 404 page (served at any address, so it has no
// index.txt and keeps its hydration data inline).
const FILES = ['index.html', 'index.txt', 'contact/index.html', 'contact/index.txt', '404.html'];

const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
rmSync(path.join(root, scratch), { recursive: true, force: true });
try {
  execFileSync(process.execPath, [next, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, EXPORT_DIR: scratch, NEXT_TELEMETRY_DISABLED: '1' },
  });
  rmSync(target, { recursive: true, force: true });
  for (const file of FILES) {
    const from = path.join(root, scratch, file);
    if (!existsSync(from)) throw new Error(`next build wrote no ${file}`);
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(from, path.join(target, file));
  }
  const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8'));
  writeFileSync(
    path.join(target, 'captured.json'),
    `${JSON.stringify({ next: version, date: new Date().toISOString().slice(0, 10), files: FILES }, null, 2)}\n`,
  );
  console.log(`Captured ${FILES.length} files from next ${version} into ${path.relative(root, target)}/`);
} finally {
  rmSync(path.join(root, scratch), { recursive: true, force: true });
}

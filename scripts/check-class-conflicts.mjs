// Fails when an exported page carries two Tailwind classes that set the same thing (`px-4 px-3`,
// `text-sm text-base`). `cn()` is plain clsx, so which one wins would depend on the order of the
// generated CSS, not on the order of the classes. Components avoid the conflict by construction
// (variants that own one value each, defaults a caller replaces); this check keeps it that way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classConflicts } from './lib/class-conflicts.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

function pages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : pages(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failures = 0;
  for (const file of pages(out)) {
    for (const { classes, dropped } of classConflicts(readFileSync(file, 'utf8'))) {
      failures += 1;
      console.error(`${path.relative(out, file)}: "${dropped.join(' ')}" is overridden in class="${classes}"`);
    }
  }
  if (failures) {
    console.error(`\n${failures} class attribute(s) set one thing twice; give the component a variant instead.`);
    process.exit(1);
  }
  console.log('No conflicting Tailwind classes in the exported pages.');
}

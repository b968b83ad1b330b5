// Fails when a route's first-load JavaScript (gzip) grows past its budget. Deterministic: it
// reads the exported out/ folder, so it runs in `npm test` right after the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeJs, ROUTES } from './lib/route-js.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'performance-budgets.json'), 'utf8'));
const KiB = 1024;

const rows = ROUTES.map((route) => {
  const { gzip, scripts } = routeJs(path.join(root, 'out'), route);
  const budget = budgets.firstLoadJsKiB[route] ?? budgets.firstLoadJsKiB.default;
  return { route, kib: gzip / KiB, scripts, budget, ok: gzip <= budget * KiB };
});

console.log('First-load JS per route (gzip), against performance-budgets.json');
for (const row of rows) {
  const status = row.ok ? 'ok  ' : 'OVER';
  console.log(
    `${status} ${row.route.padEnd(12)} ${row.kib.toFixed(1).padStart(6)} KiB / ${String(row.budget).padStart(3)} KiB  (${row.scripts} scripts)`,
  );
}
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`\n${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes within budget.`);

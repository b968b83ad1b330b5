// The release check on one long unbroken value: `node scripts/bench-release-check.mjs [--mb N]`
// (default 5). Prints the time of each hostile value (scripts/lib/long-values.mjs); a benchmark,
// it fails nothing. jest asserts a generous bound on the same values.
import { importTs } from './lib/load-content.mjs';
import { longValues } from './lib/long-values.mjs';

const at = process.argv.indexOf('--mb');
const megabytes = at > 0 ? Number(process.argv[at + 1]) : 5;
const { releaseItems } = await importTs('lib/release/release-check.ts');
for (const [name, value] of Object.entries(longValues(megabytes * 1024 * 1024))) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { items } = releaseItems([{ file: 'content/bench.ts', exports: { value } }]);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  // The CPU time is the check's own work; the wall time also counts the other processes of a busy machine.
  console.log(
    `${name.padEnd(24)} ${megabytes} MB: ${cpuSeconds.toFixed(3)} s of CPU, ${seconds.toFixed(3)} s in all (${items.length} items)`,
  );
}

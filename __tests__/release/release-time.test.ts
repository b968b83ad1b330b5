/**
 * @jest-environment node
 */
// The release check is the first step of every build and of CI: one long unbroken value in the
// content must not stall it. scripts/bench-release-check.mjs prints the times this bounds.
import { releaseItems } from '@/lib/release/release-check';
import { longValues } from '@/scripts/lib/long-values.mjs';

jest.setTimeout(120_000);

describe('the release check on a 5 MB value', () => {
  it.each(Object.entries(longValues()))('reads %s in a few seconds at most', (_, value) => {
    const started = process.cpuUsage();
    const { items } = releaseItems([{ file: 'content/long.ts', exports: { value } }]);
    const used = process.cpuUsage(started);
    // Under a second on this machine (the benchmark); generous here, for a busy CI runner.
    expect((used.user + used.system) / 1e6).toBeLessThan(4);
    expect(items.length).toBeLessThanOrEqual(1);
  });
});

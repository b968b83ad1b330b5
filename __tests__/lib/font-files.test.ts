import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// Every page loads both fonts on a first visit.
describe('self-hosted fonts', () => {
  it('weigh at most 50 KiB together', () => {
    const dir = path.join(process.cwd(), 'lib/font-files');
    const files = readdirSync(dir).filter((file) => file.endsWith('.woff2'));
    expect(files).toHaveLength(2);
    const bytes = files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
    expect(bytes).toBeLessThanOrEqual(50 * 1024);
  });
});

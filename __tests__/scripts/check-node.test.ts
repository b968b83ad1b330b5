/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';

// The first check of `npm start` and `npm run build`: an older Node gets one plain sentence, not a
// SyntaxError from a build script.
const ROOT = process.cwd();
const SCRIPT = path.join(ROOT, 'scripts/check-node.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { nodeProblem } = require(SCRIPT) as { nodeProblem: (version: string, range: unknown) => string | null };
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const RANGE: string = manifest.engines.node;

describe('the Node version check', () => {
  it.each(['22.19.0', '22.23.3', 'v22.19.1', '23.0.0', '24.1.0', '30.0.0'])('lets Node %s through', (version) => {
    expect(nodeProblem(version, RANGE)).toBeNull();
  });

  it.each(['22.18.9', '22.15.0', '20.20.2', '18.19.1', '16.20.2', '12.22.12', 'v0.10.48'])(
    'stops Node %s with the version it needs',
    (version) => {
      expect(nodeProblem(version, RANGE)).toBe(
        `This site needs Node 22.19 or later; this is Node ${version.replace(/^v/, '')}. Install Node 22 LTS (the version in .nvmrc, e.g. with \`nvm install\`) and run the command again.`,
      );
    },
  );

  it('reads the minimum from package.json, and says so when it cannot', () => {
    expect(RANGE).toBe('>=22.19.0');
    expect(nodeProblem('22.19.0', '>=22.20.0')).toMatch(/^This site needs Node 22\.20 or later/);
    expect(nodeProblem('22.19.0', '>=22.19.4')).toMatch(/^This site needs Node 22\.19\.4 or later/);
    expect(nodeProblem('22.19.0', '^22')).toMatch(/^package\.json engines\.node must read like ">=22\.19\.0"/);
    expect(nodeProblem('22.19.0', undefined)).toMatch(/^package\.json engines\.node/);
  });

  it('is written so that old Node parses it: ES5 and CommonJS', () => {
    expect(() => parse(readFileSync(SCRIPT, 'utf8'), { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
  });

  it('passes on this Node, and runs first in npm start and npm run build', () => {
    expect(spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' })).toMatchObject({ status: 0, stderr: '' });
    expect(manifest.scripts.start).toMatch(/^node scripts\/check-node\.cjs && /);
    expect(manifest.scripts.build).toMatch(/^node scripts\/check-node\.cjs && /);
  });

  it('makes npm refuse to install on an older Node too', () => {
    expect(readFileSync(path.join(ROOT, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIMIT, measure } from '../../scripts/lib/comment-lines.mjs';

function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'comments-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const code = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n');

describe('comments in lib/ and components/', () => {
  it('stay at or under 2% of lines, with no sentence in two files', () => {
    const { perDir, repeated } = measure(process.cwd());
    expect(repeated).toEqual([]);
    for (const { share } of Object.values(perDir)) expect(share).toBeLessThanOrEqual(LIMIT);
  });

  it('fails a tree whose comments pass 2% of its lines', () => {
    const root = tree({ 'lib/a.ts': `// one\n// two\n// three\n${code(97)}`, 'components/b.tsx': code(10) });
    expect(measure(root).perDir.lib.share).toBeGreaterThan(LIMIT);
  });

  it('fails a sentence written in two files, and does not count eslint directives', () => {
    const sentence = '// Free of zod: the form imports this without loading the schema.\n';
    const root = tree({
      'lib/a.ts': sentence + code(99),
      'components/b.tsx': `// eslint-disable-next-line no-console\n${sentence}${code(99)}`,
    });
    const { perDir, repeated } = measure(root);
    expect(repeated.map((r) => r.files.sort())).toEqual([['components/b.tsx', 'lib/a.ts']]);
    expect(perDir.components.comments).toBe(1);
  });
});

import { splitFrontMatter } from '@/lib/articles/front-matter';

const FILE = 'content/articles/a.md';

describe('article front matter', () => {
  it('reads YAML between two lines of dashes, and the body after them', () => {
    expect(splitFrontMatter(FILE, '---\ntitle: Hello\ndate: 2026-02-30\n---\n\n## Body\n')).toEqual({
      data: { title: 'Hello', date: '2026-02-30' },
      body: '\n## Body\n',
    });
  });

  it.each(['---js', '---javascript', '---json', '---coffee', '--- js', ';;;'])(
    'refuses a fence of %s, naming the file, before reading what follows',
    (fence) => {
      const run = jest.fn();
      (globalThis as { sideEffect?: () => void }).sideEffect = run;
      expect(() => splitFrontMatter(FILE, `${fence}\n({ title: globalThis.sideEffect() })\n---\nBody\n`)).toThrow(
        /^Invalid content in content\/articles\/a\.md:\n {2}- front matter: must be YAML between two lines of three dashes/,
      );
      expect(run).not.toHaveBeenCalled();
    },
  );

  it('refuses front matter with no closing line, or that is not YAML', () => {
    expect(() => splitFrontMatter(FILE, '---\ntitle: Hello\n')).toThrow(/no closing line/);
    expect(() => splitFrontMatter(FILE, '---\ntitle: [unclosed\n---\n')).toThrow(/front matter: is not valid YAML/);
  });

  it('refuses an alias bomb (a few lines of anchors standing for billions of values), naming the file', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [index, name] of ['b', 'c', 'd', 'e', 'f', 'g', 'h'].entries()) {
      const previous = `*${'abcdefg'[index]}`;
      levels.push(`${name}: &${name} [${Array(9).fill(previous).join(', ')}]`);
    }
    const bomb = `---\ntitle: Hello\n${levels.join('\n')}\n---\nBody\n`;
    expect(() => splitFrontMatter(FILE, bomb)).toThrow(
      /^Invalid content in content\/articles\/a\.md:\n {2}- front matter: cannot be read: Excessive alias count/,
    );
  });

  it('refuses a YAML tag that would build something other than plain data', () => {
    expect(() => splitFrontMatter(FILE, '---\ntitle: !!js/function "function () {}"\n---\n')).toThrow(
      /front matter: is not valid YAML: Unresolved tag: .*js\/function/,
    );
  });
});

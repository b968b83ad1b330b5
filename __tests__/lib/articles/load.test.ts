import { parseArticle } from '@/lib/articles/load';

const WORDS_PER_MINUTE = 200;

const FILE = 'content/articles/monsoon-flying.md';
const FRONT = {
  title: 'Flying in the monsoon',
  excerpt: 'What the rains change for a private flight, and what they do not.',
  author: 'Capt. Meera Iyer',
  date: '2026-06-14',
  category: 'Safety',
  photoId: 'photo-1547717015-67560f10d0a0',
  alt: 'Pilot working through a pre-flight checklist in the cockpit',
};
const BODY = '## When we wait\n\nThe crew decides. [Our safety page](/safety/) says how.\n';

type Front = Partial<Record<keyof typeof FRONT, string>> & { extra?: string };

/** A Markdown file as a marketer writes it; `undefined` leaves a field out. */
function file(front: Front = {}, body = BODY) {
  const fields = { ...FRONT, ...front };
  const lines = ['---'];
  for (const key of ['title', 'excerpt', 'author', 'date', 'category'] as const)
    if (fields[key] !== undefined) lines.push(`${key}: ${fields[key]}`);
  lines.push('photo:', `  photoId: ${fields.photoId}`, `  alt: ${fields.alt}`);
  if (front.extra) lines.push(front.extra);
  lines.push('---', '', body);
  return lines.join('\n');
}

const parse =
  (source: string, name = FILE) =>
  () =>
    parseArticle(name, source);

describe('article loader', () => {
  it('reads the front matter, the slug from the file name and the body', () => {
    const article = parseArticle(FILE, file());
    expect(article).toMatchObject({
      slug: 'monsoon-flying',
      title: FRONT.title,
      author: FRONT.author,
      date: '2026-06-14',
      category: 'Safety',
      photo: { photoId: FRONT.photoId, alt: FRONT.alt },
    });
    expect(article.body).toContain('## When we wait');
  });

  it.each(['title', 'excerpt', 'author', 'date', 'category'] as const)(
    'fails naming the file and the field when %s is missing',
    (field) => {
      expect(parse(file({ [field]: undefined }))).toThrow(
        new RegExp(`^Invalid content in content/articles/monsoon-flying\\.md:\\n {2}- ${field}: `),
      );
    },
  );

  it.each(['2026-02-30', '2026-13-01', '14/06/2026', 'next Tuesday', '2026-6-14'])(
    'fails naming the date when it is %s',
    (date) => {
      expect(parse(file({ date }))).toThrow(
        /Invalid content in content\/articles\/monsoon-flying\.md:\n {2}- date: must be a real date written like 2026-03-14/,
      );
    },
  );

  it('keeps a date as written instead of rolling 30 February over into March', () => {
    // YAML 1.1 parsers turn 2026-02-30 into a Date of 2 March; this one must not.
    expect(parse(file({ date: '2026-02-30' }))).toThrow(/- date:/);
  });

  it('names a category that is not a filter chip, an invented photo and a short description', () => {
    expect(parse(file({ category: 'Safty' }))).toThrow(/- category: must be one of Industry News, Travel Guides/);
    expect(parse(file({ photoId: 'photo-123-invented' }))).toThrow(
      /- photo\.photoId: must be a photo ID from content\/photo-library\.ts/,
    );
    expect(parse(file({ alt: 'jet' }))).toThrow(/- photo\.alt: describe what the photo shows/);
  });

  it('reports a misspelt field instead of ignoring it', () => {
    expect(parse(file({ extra: 'autor: Ananya Rao' }))).toThrow(/autor/);
  });

  it('refuses a file name that is not a slug', () => {
    expect(parse(file(), 'content/articles/Monsoon Flying.md')).toThrow(
      /Invalid content in content\/articles\/Monsoon Flying\.md:\n {2}- slug: name the file like monsoon-flying\.md/,
    );
  });

  it('works the reading time out from the words of the text, not the markup', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
    const oneMinute = parseArticle(FILE, file({}, `## A\n\n${words(WORDS_PER_MINUTE - 1)}`));
    expect(oneMinute.readTime).toBe(1);
    const justOver = parseArticle(FILE, file({}, `## A\n\n${words(WORDS_PER_MINUTE * 3)} [${words(1)}](/fleet/)`));
    expect(justOver.words).toBe(WORDS_PER_MINUTE * 3 + 2);
    expect(justOver.readTime).toBe(4);
  });

  it('refuses raw HTML, so a file cannot add a script or an event handler', () => {
    for (const html of [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      'Text with <span onclick="alert(1)">inline</span> HTML.',
    ])
      expect(parse(file({}, `${BODY}\n${html}\n`))).toThrow(
        /- body: raw HTML is not allowed, write it in Markdown \(line \d+\)/,
      );
  });

  it('refuses links that are not https, mailto, tel or a site path', () => {
    for (const url of ['javascript:alert(1)', 'http://example.com', '//evil.example', 'data:text/html,hi'])
      expect(parse(file({}, `${BODY}\n[click](${url})\n`))).toThrow(/- body: links go to https:\/\/, mailto:, tel:/);
    expect(parse(file({}, `${BODY}\n[x][ref]\n\n[ref]: javascript:alert(1)\n`))).toThrow(/- body: links go to/);
    expect(parse(file({}, `${BODY}\n[Mail](mailto:hello@example.com) [Site](https://example.com)\n`))).not.toThrow();
  });

  it('keeps the title the only level-1 heading, needs a section heading and leaves photos to the front matter', () => {
    expect(parse(file({}, `# Again the title\n\n${BODY}`))).toThrow(
      /- body: the title is the page's only level-1 heading/,
    );
    expect(parse(file({}, 'Just one paragraph.'))).toThrow(/- body: give the article at least one ## section heading/);
    expect(parse(file({}, `${BODY}\n![a jet](https://images.unsplash.com/x)\n`))).toThrow(
      /- body: photos in the text are not supported/,
    );
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { articleFileSchema, type Article, type ArticleFile } from '@/lib/schemas/content/article';
import { parseContent } from '@/lib/schemas/content/parse-content';

// The journal's articles, read from content/articles/*.md at build time (and by the tests).
// Front matter is read as YAML 1.2 with `yaml`, not gray-matter's default YAML 1.1 parser: that
// one turns `date: 2026-02-30` into 2 March without a word, where 1.2 keeps the text for the schema
// to refuse.

export const ARTICLES_DIR = 'content/articles';

const engines = { yaml: (source: string) => YAML.parse(source) as object };

/** One article file, validated; throws naming the file and every bad field. */
export function parseArticle(file: string, source: string): ArticleFile {
  const { data, content: body } = matter(source, { engines });
  const slug = path.basename(file, '.md');
  return parseContent(articleFileSchema, { ...data, slug, body }, file);
}

const cache = new Map<string, ArticleFile[]>();

/** Every article in `root`'s content/articles, newest first (the first of a filter is Featured on /blog). */
export function loadArticles(root = process.cwd()): ArticleFile[] {
  const dir = path.join(root, ARTICLES_DIR);
  if (!cache.has(dir))
    cache.set(
      dir,
      readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => parseArticle(`${ARTICLES_DIR}/${name}`, readFileSync(path.join(dir, name), 'utf8')))
        .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title)),
    );
  return cache.get(dir)!;
}

/** An article without its body: small enough to hand to the /blog filter as props. */
export function articleCard(article: ArticleFile): Article {
  const { slug, title, excerpt, author, date, category, photo, readTime } = article;
  return { slug, title, excerpt, author, date, category, photo, readTime };
}

/**
 * Two or three other articles for "More from the journal": the same category first, then the
 * newest of the rest.
 */
export function moreFromTheJournal(current: ArticleFile, articles: ArticleFile[], count = 3): ArticleFile[] {
  const others = articles.filter((article) => article.slug !== current.slug);
  const sameCategory = others.filter((article) => article.category === current.category);
  return [...sameCategory, ...others.filter((article) => article.category !== current.category)].slice(0, count);
}

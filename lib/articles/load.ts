import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { articleFileSchema, photoTaken, type Article, type ArticleFile } from '@/lib/schemas/content/article';
import { parseContent } from '@/lib/schemas/content/parse-content';
import { splitFrontMatter } from './front-matter';

export const ARTICLES_DIR = 'content/articles';

export function parseArticle(file: string, source: string): ArticleFile {
  const { data, body } = splitFrontMatter(file, source);
  const slug = path.basename(file, '.md');
  return parseContent(articleFileSchema, { ...(data as object), slug, body }, file);
}

/** Each article shows its own photo: the first file to use one keeps it. */
function withOwnPhotos(files: { file: string; article: ArticleFile }[]) {
  const seen = new Map<string, string>();
  const errors = files.flatMap(({ file, article }) => {
    const other = seen.get(article.photo.photoId);
    seen.set(article.photo.photoId, other ?? file);
    return other ? [`Invalid content in ${file}:\n  - photo.photoId: ${photoTaken(other)}`] : [];
  });
  if (errors.length) throw new Error(errors.join('\n\n'));
  return files.map(({ article }) => article);
}

const cache = new Map<string, ArticleFile[]>();

export function loadArticles(root = process.cwd()): ArticleFile[] {
  const dir = path.join(root, ARTICLES_DIR);
  if (!cache.has(dir))
    cache.set(
      dir,
      withOwnPhotos(
        readdirSync(dir)
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => {
            const file = `${ARTICLES_DIR}/${name}`;
            return { file, article: parseArticle(file, readFileSync(path.join(dir, name), 'utf8')) };
          }),
      ).sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title)),
    );
  return cache.get(dir)!;
}

export const FIRST_PAGE_SIZE = 6;

export function journalPages(articles: readonly ArticleFile[]) {
  return { latest: articles.slice(0, FIRST_PAGE_SIZE), older: articles.slice(FIRST_PAGE_SIZE) };
}

export function articleCard(article: ArticleFile): Article {
  const { slug, title, excerpt, author, date, category, photo, readTime } = article;
  return { slug, title, excerpt, author, date, category, photo, readTime };
}

export function moreFromTheJournal(current: ArticleFile, articles: ArticleFile[], count = 3): ArticleFile[] {
  const others = articles.filter((article) => article.slug !== current.slug);
  const sameCategory = others.filter((article) => article.category === current.category);
  return [...sameCategory, ...others.filter((article) => article.category !== current.category)].slice(0, count);
}

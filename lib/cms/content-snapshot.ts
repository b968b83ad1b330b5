import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { splitFrontMatter } from '@/lib/articles/front-matter';
import { ARTICLES_DIR } from '@/lib/articles/load';
import { offerFiles } from '@/lib/empty-legs/offer-files';

// What the editor compares an entry with (bundled into /admin/previews.js by scripts/build-admin.mjs):
// the content as built, read as the build reads it.

export type ContentSnapshot = {
  files: Record<string, unknown>;
  offers: { file: string; reference: string }[];
  articles: { file: string; photoId: string }[];
};

const DATA_DIR = 'content/data';

export function contentSnapshot(root = process.cwd()): ContentSnapshot {
  const names = (dir: string, extension: string) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith(extension))
      .sort();
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const files = Object.fromEntries(
    names(DATA_DIR, '.json').map((name) => [`${DATA_DIR}/${name}`, JSON.parse(read(`${DATA_DIR}/${name}`))]),
  );
  const offers = offerFiles(root).map(({ file, data }) => ({
    file,
    reference: String((data as { reference?: unknown }).reference ?? ''),
  }));
  const articles = names(ARTICLES_DIR, '.md').map((name) => {
    const file = `${ARTICLES_DIR}/${name}`;
    const { data } = splitFrontMatter(file, read(file));
    return { file, photoId: String((data as { photo?: { photoId?: unknown } }).photo?.photoId ?? '') };
  });
  return { files, offers, articles };
}

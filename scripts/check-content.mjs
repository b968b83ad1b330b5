// `npm run check:content`: checks every content module, offer file and article as the build does, without
// building the site, in a second or two. Prints each error with its file, the path of the value
// and what is allowed; exits 1 when there is any. Nothing in an article runs: front matter is
// read as YAML only (lib/articles/front-matter.ts).
import { articleTexts, contentModules, importTs } from './lib/load-content.mjs';

const started = performance.now();
const errors = [];
const attempt = async (work) => {
  try {
    await work();
  } catch (error) {
    // A broken data file stops both the loader and the marks' check: say it once.
    const message = error instanceof Error ? error.message : String(error);
    if (!errors.includes(message)) errors.push(message);
  }
};

// lib/content.ts checks every module against its schema, and the modules against each other.
await attempt(() => importTs('lib/content.ts'));
const { loadArticles, parseArticle } = await importTs('lib/articles/load.ts');
const articles = articleTexts();
for (const { file, text } of articles) await attempt(() => parseArticle(file, text));
await attempt(() => loadArticles());
const { releaseItems } = await importTs('lib/release/release-check.ts');
await attempt(async () => {
  const { problems } = releaseItems(await contentModules());
  if (problems.length) throw new Error(`Sample marks:\n  - ${problems.join('\n  - ')}`);
});

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (errors.length) {
  // One error may name several files (every offer file is checked before the loader throws).
  const count = errors.join('\n').match(/^(Invalid content in|Sample marks)/gm)?.length ?? errors.length;
  console.error(`${errors.join('\n\n')}\n\ncheck:content: ${count} file(s) to fix (${seconds} s).`);
  process.exit(1);
}
const { offerFiles } = await importTs('lib/empty-legs/offer-files.ts');
console.log(
  `check:content: every content module, ${offerFiles().length} empty legs and ${articles.length} articles are valid (${seconds} s).`,
);

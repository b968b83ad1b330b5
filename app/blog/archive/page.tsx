import { ArticleCard } from '@/components/sections/blog/article-card';
import { PageHero } from '@/components/sections/page-hero';
import { journalPages, loadArticles } from '@/lib/articles/load';
import { ARCHIVE_PATH } from '@/lib/articles/paths';
import { content } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { withFeed } from '@/lib/seo/article';

const { archive } = content.blog;

export const metadata = withFeed(
  pageMetadata({ title: archive.title, description: archive.description, path: ARCHIVE_PATH }),
);

/** Every article older than /blog's latest six, newest first, as the journal lists them. */
export default function BlogArchivePage() {
  const { older } = journalPages(loadArticles());
  return (
    <>
      <PageHero eyebrow={content.pages.blog.eyebrow} title={archive.heading} intro={archive.intro} />
      <section aria-labelledby="archive-articles" className="container-content grid gap-8 pb-20">
        <h2 id="archive-articles" className="sr-only">
          Articles
        </h2>
        {older.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {older.map((article) => (
              <li key={article.slug} className="grid">
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-center text-muted-foreground">{archive.none}</p>
        )}
      </section>
    </>
  );
}

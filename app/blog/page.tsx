import { ArchiveLink } from '@/components/sections/blog/archive-link';
import { BlogBrowser } from '@/components/sections/blog/blog-browser';
import { BlogNewsletter } from '@/components/sections/blog/blog-newsletter';
import { JournalEmpty, JournalListing } from '@/components/sections/blog/journal-listing';
import { FilterChips } from '@/components/sections/gallery/filter-chips';
import { PageHero } from '@/components/sections/page-hero';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { journalPages, loadArticles } from '@/lib/articles/load';
import { ARCHIVE_PATH, articlePath } from '@/lib/articles/paths';
import { content } from '@/lib/content';
import { filterOptions } from '@/lib/filter-options';
import { metadataFor } from '@/lib/metadata';
import { unsplashUrl } from '@/lib/photos';
import { plural } from '@/lib/plural';
import { BLOG_CATEGORIES } from '@/lib/schemas/content/blog';
import { withFeed } from '@/lib/seo/article';
import { blog } from '@/lib/seo/structured-data';

export const metadata = withFeed(metadataFor('blog'));

export default function BlogPage() {
  const page = content.pages.blog;
  const { latest: articles, older } = journalPages(loadArticles());
  const options = filterOptions('All', BLOG_CATEGORIES, articles);
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd
        page={page}
        extra={blog(
          articles.map((article) => ({
            headline: article.title,
            description: article.excerpt,
            author: article.author,
            datePublished: article.date,
            image: unsplashUrl(article.photo.photoId),
            path: articlePath(article.slug),
          })),
          page.path,
        )}
      />
      <section aria-labelledby="blog-articles" className="container-content pb-20">
        <h2 id="blog-articles" className="sr-only">
          Articles
        </h2>
        <BlogBrowser
          views={options.map((option) => {
            const shown =
              option.value === 'All' ? articles : articles.filter((article) => article.category === option.value);
            return {
              value: option.value,
              showing: `Showing ${plural(shown.length, 'article')}`,
              listing: shown.length ? (
                <JournalListing articles={shown} />
              ) : (
                <JournalEmpty title={content.blog.emptyTitle} text={content.blog.emptyText} />
              ),
            };
          })}
          chips={<FilterChips label="Filter articles" id="blog-filter" options={options} />}
        />
        {older.length ? <ArchiveLink href={ARCHIVE_PATH} label={content.blog.archive.linkLabel} /> : null}
      </section>
      <BlogNewsletter title={content.blog.newsletterTitle} text={content.blog.newsletterText} />
    </>
  );
}

import { notFound } from 'next/navigation';
import { ArticleByline } from '@/components/sections/blog/article-byline';
import { MoreFromTheJournal } from '@/components/sections/blog/more-from-the-journal';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { IntentLink } from '@/components/ui/intent-link';
import { Photo } from '@/components/ui/photo';
import { ArticleBody } from '@/lib/articles/article-body';
import { articleCard, loadArticles, moreFromTheJournal } from '@/lib/articles/load';
import { articlePath } from '@/lib/articles/paths';
import { content } from '@/lib/content';
import { articleJsonLd, articleMetadata } from '@/lib/seo/article';
import { breadcrumbs } from '@/lib/seo/structured-data';

type ArticlePageProps = { params: Promise<{ slug: string }> };

// One static page per file in content/articles/; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return loadArticles().map((article) => ({ slug: article.slug }));
}

function articleFor(slug: string) {
  return loadArticles().find((article) => article.slug === slug) ?? notFound();
}

export async function generateMetadata({ params }: ArticlePageProps) {
  return articleMetadata(articleFor((await params).slug));
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const article = articleFor((await params).slug);
  const { blog, pages } = content;
  return (
    <>
      <JsonLd
        id="breadcrumbs-jsonld"
        data={breadcrumbs([
          { name: pages.blog.title, path: pages.blog.path },
          { name: article.title, path: articlePath(article.slug) },
        ])}
      />
      <JsonLd id="page-jsonld" data={articleJsonLd(article)} />
      <article>
        <PageHero eyebrow={article.category} title={article.title} intro={article.excerpt}>
          <ArticleByline
            author={article.author}
            date={article.date}
            readTime={article.readTime}
            size="lead"
            className="justify-center"
          />
        </PageHero>
        <div className="container-content grid justify-items-center gap-12 pb-16">
          <figure className="grid w-full max-w-5xl gap-3">
            <div className="relative aspect-[16/9] w-full overflow-hidden rounded-card">
              <Photo
                photoId={article.photo.photoId}
                alt={article.photo.alt}
                sizes="(min-width: 1024px) 64rem, 100vw"
                preload
              />
            </div>
            <figcaption className="text-sm text-muted-foreground">{article.photo.alt}</figcaption>
          </figure>
          <ArticleBody markdown={article.body} />
          <IntentLink href={pages.blog.path} className="text-gold underline underline-offset-4 hover:text-foreground">
            {blog.journal.backLabel}
          </IntentLink>
        </div>
      </article>
      <MoreFromTheJournal
        title={blog.journal.moreTitle}
        articles={moreFromTheJournal(article, loadArticles()).map(articleCard)}
      />
    </>
  );
}

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { Photo } from '@/components/ui/photo';
import { articlePath } from '@/lib/articles/paths';
import type { Article } from '@/lib/schemas/content/article';
import { cn } from '@/lib/utils';
import { ArticleByline } from './article-byline';

export function ArticleCard({ article, featured = false }: { article: Article; featured?: boolean }) {
  const titleId = `article-${article.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'grid overflow-hidden rounded-card border border-border bg-surface',
        featured && 'lg:grid-cols-[3fr_2fr]',
      )}
    >
      <div className={cn('relative aspect-[16/10] w-full', featured && 'lg:aspect-auto lg:min-h-96')}>
        <Photo
          photoId={article.photo.photoId}
          alt={article.photo.alt}
          sizes={
            featured ? '(min-width: 1024px) 45rem, 100vw' : '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw'
          }
        />
      </div>
      <div className={cn('flex flex-col gap-4 p-6', featured && 'justify-center sm:p-10')}>
        <div className="flex flex-wrap items-center gap-2">
          {featured ? <Badge>Featured</Badge> : null}
          <Badge variant="secondary">{article.category}</Badge>
        </div>
        <h3 id={titleId} className={cn('font-semibold', featured ? 'text-2xl sm:text-3xl' : 'text-xl')}>
          {article.title}
        </h3>
        <p className="leading-relaxed text-muted-foreground">{article.excerpt}</p>
        <ArticleByline author={article.author} date={article.date} readTime={article.readTime} className="mt-auto" />
        <IntentLink
          href={articlePath(article.slug)}
          aria-describedby={titleId}
          className={buttonVariants({ variant: featured ? 'default' : 'outline', className: 'w-fit' })}
        >
          Read Article
        </IntentLink>
      </div>
    </article>
  );
}

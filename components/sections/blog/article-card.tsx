import { ClockIcon } from '@/components/icons/outline/clock';
import { Badge } from '@/components/ui/badge';
import { Photo } from '@/components/ui/photo';
import { ToastButton } from '@/components/ui/toast-button';
import type { Article } from '@/lib/schemas/content/blog';
import { MONTHS } from '@/lib/time/months';
import { cn } from '@/lib/utils';

/** "2026-11-05" → "5 November 2026", as en-IN writes it, without ICU's set-up in the hydration. */
export function formatArticleDate(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** One journal article; `featured` is the large lead story of the current filter. */
export function ArticleCard({ article, featured = false }: { article: Article; featured?: boolean }) {
  const titleId = `article-${article.id}`;
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
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="text-foreground">{article.author}</span>
          <span aria-hidden>·</span>
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          <span aria-hidden>·</span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon aria-hidden className="size-3.5" />
            {article.readTime} min read
          </span>
        </p>
        <ToastButton
          message="notImplemented"
          variant={featured ? 'default' : 'outline'}
          className="w-fit"
          aria-label={`Read Article: ${article.title}`}
        >
          Read Article
        </ToastButton>
      </div>
    </article>
  );
}

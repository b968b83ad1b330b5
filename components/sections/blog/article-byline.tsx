import { ClockIcon } from '@/components/icons/lucide/clock';
import { MONTHS } from '@/lib/time/months';
import { cn } from '@/lib/utils';

// "2026-11-05" → "5 November 2026", as en-IN writes it, without ICU's set-up in the hydration.
export function formatArticleDate(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

type ArticleBylineProps = {
  author: string;
  date: string;
  readTime: number;
  size?: 'card' | 'lead';
  className?: string;
};

export function ArticleByline({ author, date, readTime, size = 'card', className }: ArticleBylineProps) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground',
        size === 'lead' ? 'text-base' : 'text-sm',
        className,
      )}
    >
      <span className="text-foreground">{author}</span>
      <span aria-hidden>·</span>
      <time dateTime={date}>{formatArticleDate(date)}</time>
      <span aria-hidden>·</span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon aria-hidden className="size-3.5" />
        {readTime} min read
      </span>
    </p>
  );
}

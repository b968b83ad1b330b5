import { content } from '@/lib/content';
import { formatMonth } from '@/lib/time/months';

// The day the empty-leg offers were published: a visitor offline sees the board as it was last kept.
export function OffersAsOf({ date }: { date: string }) {
  const [before, after] = content.offline.emptyLegsAsOf.split('{date}');
  return (
    <p className="text-sm text-muted-foreground">
      {before}
      <time dateTime={date}>{formatMonth(date)}</time>
      {after}
    </p>
  );
}

import { MessageCircleIcon } from '@/components/icons/lucide/message-circle';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import type { EmptyLegView } from '@/lib/empty-legs/offers';
import { RequestFlightLink } from './request-flight-link';
import { WatchMark } from './watch-mark';
import { WatchToggle, type WatchCopy } from './watch-toggle';

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

export function OfferCard({
  offer,
  watchLabel,
  watchCopy,
}: {
  offer: EmptyLegView;
  watchLabel: string;
  watchCopy: WatchCopy;
}) {
  const headingId = `offer-${offer.reference}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-5 rounded-card border border-border bg-surface p-6 sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-xl font-semibold sm:text-2xl">
          {offer.route}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge variant={offer.status === 'confirmed' ? 'default' : 'secondary'}>{offer.statusLabel}</Badge>
          <WatchMark route={offer} label={watchLabel} />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{offer.statusNote}</p>
      <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
        <Detail term="Departure">{offer.when}</Detail>
        <Detail term="Aircraft">
          {offer.aircraft} ({offer.categoryLabel})
        </Detail>
        <Detail term="Seats">{offer.seats}</Detail>
        <Detail term="Price, whole aircraft">
          <span className="text-lg font-semibold text-gold">{offer.priceText}</span>
        </Detail>
        <Detail term="Saving">
          {offer.savingText} ({offer.savingPercent}) against our one-way estimate of {offer.estimateText}
        </Detail>
        <Detail term="Reference">{offer.reference}</Detail>
      </dl>
      <p className="rounded-xl border border-border bg-background/40 p-4 text-sm leading-relaxed">
        <strong className="font-semibold">If the original flight changes:</strong> {offer.outcomeLabel}.{' '}
        {offer.ifOriginalChanges.note}
      </p>
      <div className="flex flex-wrap gap-3">
        <RequestFlightLink href={offer.requestHref} offer={offer.request} className={buttonVariants()}>
          <MessageCircleIcon aria-hidden />
          Request this flight
        </RequestFlightLink>
        <WatchToggle route={{ from: offer.from, to: offer.to }} routeText={offer.route} copy={watchCopy} />
      </div>
    </article>
  );
}

import { ArrowRightIcon } from '@/components/icons/lucide/arrow-right';
import { SectionHeading } from '@/components/sections/section-heading';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { content } from '@/lib/content';
import type { EmptyLegView } from '@/lib/empty-legs/offers';
import { mumbaiDate } from '@/lib/time/mumbai';
import { NextEmptyLegs } from './next-empty-legs';

const PATH = '/empty-legs/';

export function LegCard({ offer }: { offer: EmptyLegView }) {
  return (
    <article className="grid content-start gap-3 rounded-card border border-border bg-surface p-6">
      <Badge variant={offer.status === 'confirmed' ? 'default' : 'secondary'}>{offer.statusLabel}</Badge>
      <h3 className="text-xl font-semibold">{offer.route}</h3>
      <p className="text-sm text-muted-foreground">
        {offer.when} · {offer.aircraft} ({offer.categoryLabel}) · {offer.seats} seats
      </p>
      <p>
        <span className="text-lg font-semibold text-gold">{offer.priceText}</span>{' '}
        <span className="text-sm text-muted-foreground">for the whole aircraft, save {offer.savingText}</span>
      </p>
    </article>
  );
}

export function EmptyLegsThisWeek() {
  const { home, board, offers } = content.emptyLegs;
  return (
    <section
      aria-labelledby="empty-legs-heading"
      className="container-content py-20 render-when-near [--rendered-height:65rem] sm:py-28 lg:[--rendered-height:34rem]"
    >
      <SectionHeading id="empty-legs-heading" eyebrow={home.eyebrow} heading={home.heading} intro={home.intro} />
      <div className="mt-12">
        <NextEmptyLegs
          items={offers.map((offer) => ({
            reference: offer.reference,
            date: offer.date,
            lastDate: offer.lastDate,
            card: <LegCard offer={offer} />,
          }))}
          builtOn={mumbaiDate()}
          count={3}
          none={<p className="text-center text-lg text-muted-foreground">{board.none.heading}</p>}
        />
      </div>
      <div className="mt-10 flex justify-center">
        <IntentLink href={PATH} className={buttonVariants({ variant: 'outline' })}>
          {home.allLink}
          <ArrowRightIcon aria-hidden />
        </IntentLink>
      </div>
    </section>
  );
}

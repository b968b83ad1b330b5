import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import type { content } from '@/lib/content';

export function ClosingCta({ closing }: { closing: (typeof content.services)['closing'] }) {
  return (
    <section aria-labelledby="closing-heading" className="container-content py-16 lg:py-24">
      <div className="grid justify-items-center gap-6 rounded-card border border-gold/25 bg-linear-to-b from-muted to-surface px-6 py-14 text-center sm:px-12">
        <p className="eyebrow">{closing.eyebrow}</p>
        <h2 id="closing-heading" className="max-w-2xl text-3xl font-semibold sm:text-4xl">
          {closing.heading}
        </h2>
        <p className="max-w-xl leading-relaxed text-muted-foreground">{closing.text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <IntentLink href={closing.primary.href} className={buttonVariants({ size: 'lg' })}>
            {closing.primary.label}
          </IntentLink>
          <IntentLink href={closing.secondary.href} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {closing.secondary.label}
          </IntentLink>
        </div>
      </div>
    </section>
  );
}

import { PhoneIcon } from '@/components/icons/lucide/phone';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { telHref } from '@/lib/links';
import type { HomeData } from '@/lib/schemas/content/home';

type CallToActionProps = HomeData['cta'] & { phone: { display: string; e164: string } };

export function CallToAction({ eyebrow, heading, body, bookLabel, callLabel, phone }: CallToActionProps) {
  return (
    <section
      aria-labelledby="cta-heading"
      className="container-content pb-24 render-when-near [--rendered-height:34rem] sm:pb-32 lg:[--rendered-height:28rem]"
    >
      <div className="relative isolate overflow-hidden rounded-card border border-gold/30 bg-linear-to-br from-muted via-surface to-background px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden
          className="absolute -top-24 left-1/2 -z-10 size-72 -translate-x-1/2 rounded-full bg-gold/10 blur-3xl"
        />
        <p className="eyebrow">{eyebrow}</p>
        <h2 id="cta-heading" className="mt-4 text-3xl font-semibold text-balance sm:text-5xl">
          {heading}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">{body}</p>
        <div className="mt-9 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <IntentLink href="/book/" className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
            {bookLabel}
          </IntentLink>
          <a
            href={telHref(phone.e164)}
            className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
          >
            <PhoneIcon aria-hidden />
            {callLabel}
          </a>
        </div>
        <p className="mt-5 text-sm text-muted-foreground">
          Or call the desk directly on <span className="whitespace-nowrap text-foreground">{phone.display}</span>
        </p>
      </div>
    </section>
  );
}

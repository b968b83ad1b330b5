import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <section className="container-content grid min-h-[70vh] place-content-center gap-6 pt-(--header-height) text-center">
      <p className="eyebrow">404</p>
      <h1 className="text-4xl font-semibold sm:text-5xl">This page has flown elsewhere</h1>
      <p className="text-muted-foreground">The address may be mistyped, or the page has moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <IntentLink href="/" className={buttonVariants()}>
          Back to the home page
        </IntentLink>
        <IntentLink href="/contact/" className={buttonVariants({ variant: 'outline' })}>
          Talk to our concierge
        </IntentLink>
      </div>
    </section>
  );
}

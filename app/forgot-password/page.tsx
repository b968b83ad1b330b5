import { DeferredRemoveBrowserAccount } from '@/components/forms/deferred/remove-browser-account';
import { PageHero } from '@/components/sections/page-hero';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { content } from '@/lib/content';
import { externalLinkProps, mailtoHref, telHref, whatsappHref } from '@/lib/links';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('forgotPassword');

const card = 'grid content-start gap-4 rounded-card border border-border bg-surface p-6 sm:p-8';
const action = buttonVariants({ variant: 'outline', align: 'start' });

/** The truth about a forgotten password when the account lives only in this browser, and what to do. */
export default function ForgotPasswordPage() {
  const page = content.pages.forgotPassword;
  const texts = content.account.forgotPassword;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <div className="container-content grid max-w-3xl gap-8 pb-24">
        <p className="text-lg text-foreground">{texts.truth}</p>
        <h2 className="text-2xl font-semibold">{texts.optionsHeading}</h2>
        <section aria-labelledby="forgot-try-again" className={card}>
          <h3 id="forgot-try-again" className="text-xl font-semibold">
            {texts.tryAgain}
          </h3>
          <p className="text-muted-foreground">{texts.tryAgainText}</p>
          <IntentLink href="/login/" className={buttonVariants({ className: 'justify-self-start' })}>
            {texts.tryAgain}
          </IntentLink>
        </section>
        <section aria-labelledby="forgot-start-over" className={card}>
          <h3 id="forgot-start-over" className="text-xl font-semibold">
            {texts.startOverHeading}
          </h3>
          <p className="text-muted-foreground">{texts.startOverText}</p>
          <DeferredRemoveBrowserAccount texts={texts} />
        </section>
        <section aria-labelledby="forgot-concierge" className={card}>
          <h3 id="forgot-concierge" className="text-xl font-semibold">
            {texts.conciergeHeading}
          </h3>
          <p className="text-muted-foreground">{texts.concierge}</p>
          <div className="flex flex-wrap gap-3">
            <a href={telHref()} className={action}>
              {texts.call}
            </a>
            <a href={whatsappHref(texts.whatsappText)} {...externalLinkProps} className={action}>
              {texts.whatsapp}
            </a>
            <a href={mailtoHref({ subject: texts.emailSubject })} className={action}>
              {texts.email}
            </a>
          </div>
        </section>
      </div>
    </>
  );
}

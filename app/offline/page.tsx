import Link from 'next/link';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { PhoneIcon } from '@/components/icons/lucide/phone';
import { PageHero } from '@/components/sections/page-hero';
import { buttonVariants } from '@/components/ui/button';
import { PhoneLabel } from '@/components/ui/phone-label';
import { content } from '@/lib/content';
import { externalLinkProps, telHref, whatsappHref } from '@/lib/links';
import { pageMetadata } from '@/lib/metadata';
import { KEPT_CHECK } from '@/lib/offline/kept-pages';
import { ACCOUNT_ROUTES, OFFLINE_PAGE, URGENT_ROUTES } from '@/lib/offline/offline-routes.mjs';

const { page } = content.offline;

// Never in search results: the service worker shows it in place of a page it could not fetch.
export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: OFFLINE_PAGE,
  noindex: true,
});

/** What a visitor sees offline on a page that was never kept: the numbers first, then what does open. */
export default function OfflinePage() {
  const phone = content.site.phone.display;
  const { desk, concierge, available } = page;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <div className="container-content grid max-w-3xl gap-10 pb-24">
        <section aria-labelledby="offline-desk" className="grid gap-4 rounded-card border border-border bg-surface p-6">
          <h2 id="offline-desk" className="text-2xl font-semibold">
            {desk.heading}
          </h2>
          <p className="text-muted-foreground">{desk.note}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <a href={telHref()} className={buttonVariants({ size: 'tall' })}>
              <PhoneIcon aria-hidden />
              <PhoneLabel template={desk.call} phone={phone} />
            </a>
            <a
              href={whatsappHref(content.airAmbulance.desk.whatsappText)}
              {...externalLinkProps}
              className={buttonVariants({ variant: 'outline', size: 'tall' })}
            >
              <WhatsAppIcon aria-hidden />
              {desk.whatsapp}
            </a>
          </div>
        </section>
        <section aria-labelledby="offline-concierge" className="grid gap-4">
          <h2 id="offline-concierge" className="text-2xl font-semibold">
            {concierge.heading}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <a href={telHref()} className={buttonVariants({ variant: 'outline' })}>
              <PhoneIcon aria-hidden />
              <PhoneLabel template={concierge.call} phone={phone} />
            </a>
            <a
              href={whatsappHref(content.site.whatsappGreeting)}
              {...externalLinkProps}
              className={buttonVariants({ variant: 'outline' })}
            >
              <WhatsAppIcon aria-hidden />
              <PhoneLabel template={concierge.whatsapp} phone={phone} />
            </a>
          </div>
        </section>
        <section aria-labelledby="offline-pages" className="grid gap-3">
          <h2 id="offline-pages" className="text-2xl font-semibold">
            {available.heading}
          </h2>
          <p className="text-muted-foreground">{available.intro}</p>
          <ul className="grid gap-2">
            {available.pages.map((link) => (
              // Account pages only with a session (<html data-account>, by CSS); pages outside the urgent
              // set only once this device holds them (sw/register-page.ts shows them).
              <li
                key={link.href}
                data-account-only={ACCOUNT_ROUTES.includes(link.href) ? '' : undefined}
                {...(URGENT_ROUTES.includes(link.href) ? {} : { [KEPT_CHECK]: '', hidden: true })}
              >
                <Link href={link.href} className="text-gold underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

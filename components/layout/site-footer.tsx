import type { ComponentType, SVGProps } from 'react';
import { DeferredNewsletterForm } from '@/components/forms/deferred/newsletter-form';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '@/components/icons/brand-icons';
import { MailIcon } from '@/components/icons/lucide/mail';
import { MapPinIcon } from '@/components/icons/lucide/map-pin';
import { PhoneIcon } from '@/components/icons/lucide/phone';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { content } from '@/lib/content';
import { externalLinkProps } from '@/lib/links';
import { isDemoUrl } from '@/lib/release/site-url';
import { CurrentYear } from './current-year';
import { Logo } from './logo';

const socialIcons: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
};

function LinkColumn({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <div>
      <h2 className="font-sans eyebrow">{title}</h2>
      <ul className="mt-5 grid gap-3 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <IntentLink href={link.href} className="text-muted-foreground transition-colors hover:text-foreground">
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { footer, socials, phone, email, city, country, name, url, demoNotice } = content.site;
  const { legalName, nsopPermit, gstin } = content.company;
  const registration = [nsopPermit && `DGCA NSOP permit ${nsopPermit}`, gstin && `GSTIN ${gstin}`].filter(Boolean);
  // A network without a profile gets no button rather than one that leads nowhere.
  const profiles = socials.filter((social) => social.href);
  return (
    <footer className="mt-24 border-t border-border bg-surface/60 render-when-near [--rendered-height:87.5rem] sm:[--rendered-height:84.25rem] md:[--rendered-height:54.5rem] lg:[--rendered-height:33.25rem] xl:[--rendered-height:32rem]">
      <div className="container-content grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div className="grid content-start gap-5">
          <Logo name={name} />
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">{footer.blurb}</p>
          {profiles.length ? (
            <ul className="flex gap-2" aria-label={footer.socialLabel}>
              {profiles.map((social) => {
                const Icon = socialIcons[social.network];
                return (
                  <li key={social.network}>
                    <a
                      href={social.href}
                      {...externalLinkProps}
                      aria-label={`${social.label} (opens in a new tab)`}
                      className={buttonVariants({ variant: 'quiet', size: 'icon' })}
                    >
                      <Icon aria-hidden />
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        <LinkColumn title={footer.quickLinksHeading} links={footer.quickLinks} />
        <LinkColumn title={footer.servicesHeading} links={footer.serviceLinks} />
        <div className="grid content-start gap-8">
          <div>
            <h2 className="font-sans eyebrow">{footer.contactHeading}</h2>
            <ul className="mt-5 grid gap-3 text-sm text-muted-foreground">
              <li className="flex items-center gap-3">
                <PhoneIcon aria-hidden className="size-4 text-gold" />
                <span>{phone.display}</span>
              </li>
              <li className="flex items-center gap-3">
                <MailIcon aria-hidden className="size-4 text-gold" />
                <span>{email}</span>
              </li>
              <li className="flex items-center gap-3">
                <MapPinIcon aria-hidden className="size-4 text-gold" />
                <span>
                  {city}, {country}
                </span>
              </li>
            </ul>
          </div>
          <div className="grid gap-3">
            <h2 className="font-display text-lg font-semibold">{footer.newsletterTitle}</h2>
            <p className="text-sm text-muted-foreground">{footer.newsletterText}</p>
            <DeferredNewsletterForm />
          </div>
        </div>
      </div>
      <div className="border-t border-border">
        {/* Room below the legal links for the WhatsApp button, so the last link is never under it. */}
        <div className="container-content flex flex-col items-center justify-between gap-3 pt-6 pb-24 text-sm text-muted-foreground sm:flex-row lg:pb-6">
          <p>
            © <CurrentYear /> {legalName}. {footer.rights}
            {registration.length ? ` ${registration.join(' · ')}.` : null}
            {isDemoUrl(url) ? <strong className="font-semibold text-foreground"> {demoNotice}</strong> : null}
          </p>
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
            {footer.legal.map((link) => (
              <li key={link.href}>
                <IntentLink
                  href={link.href}
                  className="underline-offset-4 transition-colors hover:text-foreground hover:underline"
                >
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

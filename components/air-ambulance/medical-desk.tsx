import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { PhoneIcon } from '@/components/icons/lucide/phone';
import { buttonVariants } from '@/components/ui/button';
import { externalLinkProps, telHref, whatsappHref } from '@/lib/links';

type MedicalDeskProps = {
  eyebrow: string;
  heading: string;
  intro: string;
  phone: string;
  desk: { answered: string; call: string; whatsapp: string; whatsappText: string; note: string };
};

// The page opens on the two ways to reach a person, so that on a phone both are on screen before any scrolling.
export function MedicalDesk({ eyebrow, heading, intro, phone, desk }: MedicalDeskProps) {
  return (
    <section aria-labelledby="medical-desk" className="pt-[calc(var(--header-height)+1.5rem)] pb-12 sm:pt-36 sm:pb-16">
      <div className="container-content grid max-w-3xl gap-4 sm:mx-auto sm:text-center">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="medical-desk" className="text-3xl font-semibold sm:text-5xl">
          {heading}
        </h1>
        <p className="flex items-center gap-3 font-semibold text-foreground sm:justify-center">
          <span aria-hidden className="ml-1 size-2.5 rounded-full bg-success ring-4 ring-success/20" />
          {desk.answered}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <a href={telHref()} aria-describedby="medical-desk-number" className={buttonVariants({ size: 'lg' })}>
            <PhoneIcon aria-hidden />
            {desk.call}
          </a>
          <a
            href={whatsappHref(desk.whatsappText)}
            {...externalLinkProps}
            aria-describedby="medical-desk-new-tab"
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            <WhatsAppIcon aria-hidden />
            {desk.whatsapp}
          </a>
        </div>
        <p className="text-sm text-muted-foreground">
          <span id="medical-desk-number" className="font-semibold text-foreground">
            {phone}
          </span>
          <span id="medical-desk-new-tab" className="sr-only">
            Opens WhatsApp in a new tab
          </span>
          {' · '}
          {desk.note}
        </p>
        <p className="leading-relaxed text-muted-foreground">{intro}</p>
      </div>
    </section>
  );
}

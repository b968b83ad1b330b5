import { ClockIcon } from '@/components/icons/lucide/clock';
import { HeartPulseIcon } from '@/components/icons/lucide/heart-pulse';
import { MailIcon } from '@/components/icons/lucide/mail';
import { MessageCircleIcon } from '@/components/icons/lucide/message-circle';
import { PhoneIcon } from '@/components/icons/lucide/phone';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { externalLinkProps, mailtoHref, telHref, whatsappHref } from '@/lib/links';
import { cn } from '@/lib/utils';

type ContactAsideProps = {
  availability: {
    title: string;
    rows: { label: string; value: string }[];
    note: string;
    medical?: { label: string; href: string };
  };
  quickActions: {
    title: string;
    whatsapp: { label: string; text: string };
    call: { label: string };
    email: { label: string; subject: string };
  };
};

const action = buttonVariants({ variant: 'outline', align: 'start', className: 'w-full' });

export function ContactAside({ availability, quickActions }: ContactAsideProps) {
  return (
    <div className="grid content-start gap-6">
      <section
        aria-labelledby="contact-availability"
        className="rounded-card border border-border bg-surface p-6 sm:p-8"
      >
        <h2 id="contact-availability" className="flex items-center gap-3 text-2xl font-semibold">
          <ClockIcon aria-hidden className="size-5 text-gold" />
          {availability.title}
        </h2>
        <dl className="mt-5 grid gap-4">
          {availability.rows.map((row) => (
            <div key={row.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-border pb-4">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="font-medium text-foreground">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{availability.note}</p>
        {availability.medical ? (
          <IntentLink href={availability.medical.href} className={cn(action, 'mt-5')}>
            <HeartPulseIcon aria-hidden />
            {availability.medical.label}
          </IntentLink>
        ) : null}
      </section>
      <section
        aria-labelledby="contact-quick-actions"
        className="rounded-card border border-border bg-surface p-6 sm:p-8"
      >
        <h2 id="contact-quick-actions" className="text-2xl font-semibold">
          {quickActions.title}
        </h2>
        <div className="mt-5 grid gap-3">
          <a href={whatsappHref(quickActions.whatsapp.text)} {...externalLinkProps} className={action}>
            <MessageCircleIcon aria-hidden />
            {quickActions.whatsapp.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={telHref()} className={action}>
            <PhoneIcon aria-hidden />
            {quickActions.call.label}
          </a>
          <a href={mailtoHref({ subject: quickActions.email.subject })} className={action}>
            <MailIcon aria-hidden />
            {quickActions.email.label}
          </a>
        </div>
      </section>
    </div>
  );
}

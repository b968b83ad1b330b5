import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { ClockIcon } from '@/components/icons/lucide/clock';
import { PhoneIcon } from '@/components/icons/lucide/phone';
import { buttonVariants } from '@/components/ui/button';
import { Photo } from '@/components/ui/photo';
import { externalLinkProps, telHref, whatsappHref } from '@/lib/links';

type ConsultantCardProps = {
  heading: string;
  name: string;
  title: string;
  bio: string;
  availability: string;
  photoId: string;
  photoAlt: string;
  whatsappGreeting: string;
  phoneDisplay: string;
};

export function ConsultantCard(props: ConsultantCardProps) {
  const firstName = props.name.split(' ')[0];
  return (
    <section aria-labelledby="consultant-heading" className="rounded-card border border-border bg-surface p-6 sm:p-8">
      <h2 id="consultant-heading" className="eyebrow">
        {props.heading}
      </h2>
      <div className="mt-5 flex items-center gap-4">
        <div className="relative size-20 shrink-0 overflow-hidden rounded-full ring-1 ring-gold/40">
          <Photo photoId={props.photoId} alt={props.photoAlt} fallbackText={props.name} sizes="80px" />
        </div>
        <div>
          <p className="font-display text-xl font-semibold">{props.name}</p>
          <p className="text-sm text-muted-foreground">{props.title}</p>
        </div>
      </div>
      <p className="mt-5 text-sm leading-relaxed text-muted-foreground">{props.bio}</p>
      <p className="mt-4 flex items-center gap-2 text-sm">
        <ClockIcon aria-hidden className="size-4 text-gold" />
        {props.availability}
      </p>
      <div className="mt-6 grid gap-3">
        <a href={telHref()} className={buttonVariants({ variant: 'outline' })}>
          <PhoneIcon aria-hidden />
          Call {props.phoneDisplay}
        </a>
        <a
          href={whatsappHref(props.whatsappGreeting)}
          {...externalLinkProps}
          className={buttonVariants({ variant: 'secondary' })}
        >
          <WhatsAppIcon aria-hidden />
          WhatsApp {firstName}
        </a>
      </div>
    </section>
  );
}

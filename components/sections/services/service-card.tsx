import { BriefcaseBusinessIcon } from '@/components/icons/lucide/briefcase-business';
import { GemIcon } from '@/components/icons/lucide/gem';
import { HeartPulseIcon } from '@/components/icons/lucide/heart-pulse';
import { PlaneTakeoffIcon } from '@/components/icons/lucide/plane-takeoff';
import { UsersRoundIcon } from '@/components/icons/lucide/users-round';
import { type LucideIcon } from '@/components/icons/svg-icon';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { Photo } from '@/components/ui/photo';
import type { JetType } from '@/lib/schemas/content/jet-types';
import type { Service, SERVICE_ICONS } from '@/lib/schemas/content/services';
import { bookHref } from '@/lib/trips/book-link';
import { cn } from '@/lib/utils';
import { FeatureList } from './feature-list';

export const serviceIcons: Record<(typeof SERVICE_ICONS)[number], LucideIcon> = {
  'plane-takeoff': PlaneTakeoffIcon,
  users: UsersRoundIcon,
  briefcase: BriefcaseBusinessIcon,
  'heart-pulse': HeartPulseIcon,
  gem: GemIcon,
};

type ServiceCardProps = { service: Service; reversed: boolean; jetType: JetType };

export function ServiceCard({ service, reversed, jetType }: ServiceCardProps) {
  const Icon = serviceIcons[service.icon];
  const headingId = `${service.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-card border border-border bg-surface lg:grid-cols-2"
    >
      <div className={cn('relative aspect-[16/10] lg:aspect-auto lg:min-h-[28rem]', reversed && 'lg:order-last')}>
        <Photo photoId={service.photo.photoId} alt={service.photo.alt} sizes="(min-width: 1024px) 600px, 100vw" />
      </div>
      <div className="grid content-center gap-6 p-6 sm:p-10">
        <div className="grid gap-3">
          <p className="flex items-center gap-2 eyebrow">
            <Icon aria-hidden className="size-4" />
            {service.tagline}
          </p>
          <h2 id={headingId} className="text-3xl font-semibold">
            {service.title}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{service.description}</p>
        </div>
        <FeatureList features={service.features} className="sm:grid-cols-2" />
        <div className="flex flex-wrap gap-3">
          <IntentLink href={bookHref(jetType)} aria-describedby={headingId} className={buttonVariants()}>
            Book Now
          </IntentLink>
          <IntentLink
            href={`/services/${service.id}/`}
            aria-describedby={headingId}
            className={buttonVariants({ variant: 'outline' })}
          >
            Learn More
          </IntentLink>
          {service.action ? (
            <IntentLink href={service.action.href} className={buttonVariants({ variant: 'secondary' })}>
              {service.action.label}
            </IntentLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}

import { BriefcaseBusiness, Gem, HeartPulse, PlaneTakeoff, UsersRound, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { Photo } from '@/components/ui/photo';
import { ToastButton } from '@/components/ui/toast-button';
import type { Service, SERVICE_ICONS } from '@/lib/schemas/content/services';
import { cn } from '@/lib/utils';
import { FeatureList } from './feature-list';

const icons: Record<(typeof SERVICE_ICONS)[number], LucideIcon> = {
  'plane-takeoff': PlaneTakeoff,
  users: UsersRound,
  briefcase: BriefcaseBusiness,
  'heart-pulse': HeartPulse,
  gem: Gem,
};

/** One service: photo on one side, the story and its four features on the other. */
export function ServiceCard({ service, reversed }: { service: Service; reversed: boolean }) {
  const Icon = icons[service.icon];
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
          <Link href="/book/" className={buttonVariants()}>
            Book Now
          </Link>
          <ToastButton message="notImplemented" variant="outline">
            Learn More
          </ToastButton>
          {service.action ? (
            <Link href={service.action.href} className={buttonVariants({ variant: 'secondary' })}>
              {service.action.label}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

import type { ReactNode } from 'react';
import { Photo } from '@/components/ui/photo';

type PageHeroProps = {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  photo?: { photoId: string };
  children?: ReactNode;
};

export function PageHero({ eyebrow, title, intro, photo, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden pt-[calc(var(--header-height)+4rem)] pb-16 sm:pb-20">
      {photo ? (
        <>
          <Photo photoId={photo.photoId} alt="" sizes="100vw" preload className="-z-20" />
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-linear-to-b from-background/80 via-background/75 to-background"
          />
        </>
      ) : null}
      <div className="container-content grid max-w-3xl gap-5 text-center sm:mx-auto">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="text-4xl font-semibold sm:text-5xl lg:text-6xl">{title}</h1>
        {intro ? <div className="text-lg leading-relaxed text-muted-foreground">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}

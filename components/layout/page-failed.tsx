'use client';

import { Button, buttonVariants } from '@/components/ui/button';
import { CallUs } from '@/components/ui/call-us';
import { pageFailure as copy } from '@/content/page-failure';

export function PageFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section
      role="alert"
      aria-labelledby="page-failed-heading"
      className="container-content grid min-h-[70vh] place-content-center gap-6 pt-(--header-height) text-center"
    >
      <h1 id="page-failed-heading" className="text-4xl font-semibold sm:text-5xl">
        {copy.page.heading}
      </h1>
      <p className="mx-auto max-w-prose text-muted-foreground">{copy.page.description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button type="button" onClick={onRetry}>
          {copy.retry}
        </Button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          {copy.home}
        </a>
        <CallUs className={buttonVariants({ variant: 'outline' })} />
      </div>
    </section>
  );
}

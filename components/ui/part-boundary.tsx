'use client';

import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Button, buttonVariants } from '@/components/ui/button';
import { company } from '@/content/company';
import { failureMessages as copy } from '@/content/failure-messages';
import { fillMessage } from '@/lib/fill-message';
import { telHref } from '@/lib/links';

/** The call link every failure offers: a person on the phone is the way on that always works. */
export function CallUs({ className }: { className?: string }) {
  return (
    <a href={telHref()} className={className ?? buttonVariants({ variant: 'ghost', size: 'sm' })}>
      {fillMessage(copy.call, { phone: company.phone.display })}
    </a>
  );
}

/** What a part that threw leaves in its place: what happened, Try again, and our number. */
export function PartFailed({ resetErrorBoundary }: Pick<FallbackProps, 'resetErrorBoundary'>) {
  return (
    <div role="alert" className="grid gap-3 rounded-card border border-border bg-surface p-5 text-sm">
      <p className="font-medium text-foreground">{copy.part.title}</p>
      <p className="text-muted-foreground">{copy.part.description}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={resetErrorBoundary}>
          {copy.retry}
        </Button>
        <CallUs />
      </div>
    </div>
  );
}

type PartBoundaryProps = {
  children: ReactNode;
  /** What to show instead of the default notice (it gets Try again as `resetErrorBoundary`). */
  fallback?: (props: FallbackProps) => ReactNode;
};

/**
 * Around a part of a page that can fail on its own (the estimate, the saved trips, a client
 * island): a throw inside it replaces only that part, and the rest of the page stays usable.
 */
export function PartBoundary({ children, fallback }: PartBoundaryProps) {
  return <ErrorBoundary fallbackRender={fallback ?? PartFailed}>{children}</ErrorBoundary>;
}

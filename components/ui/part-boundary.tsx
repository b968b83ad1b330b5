'use client';

import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { CallUs } from '@/components/ui/call-us';
import { failureMessages as copy } from '@/content/failure-messages';

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
  fallback?: (props: FallbackProps) => ReactNode;
};

export function PartBoundary({ children, fallback }: PartBoundaryProps) {
  return <ErrorBoundary fallbackRender={fallback ?? PartFailed}>{children}</ErrorBoundary>;
}

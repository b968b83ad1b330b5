import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export function StepHeading({ step, children, className }: { step: number; children: ReactNode; className?: string }) {
  return (
    <h3 className={cn('flex items-center gap-3 font-sans text-base font-semibold text-foreground', className)}>
      <span
        aria-hidden
        className="flex size-7 shrink-0 items-center justify-center rounded-full border border-gold/60 text-sm text-gold"
      >
        {step}
      </span>
      <span className="sr-only">Step {step}: </span>
      {children}
    </h3>
  );
}

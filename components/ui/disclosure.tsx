import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons/lucide/chevron-down';
import { cn } from '@/lib/utils';

type DisclosureProps = {
  name: string;
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
};

export function Disclosure({ name, summary, children, className, summaryClassName = 'text-base' }: DisclosureProps) {
  return (
    <details name={name} className={cn('group border-b border-border', className)}>
      <summary
        aria-expanded="false"
        className={cn(
          'flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-medium transition-colors outline-none hover:text-gold focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden',
          summaryClassName,
        )}
      >
        {summary}
        <ChevronDownIcon
          aria-hidden
          className="size-5 shrink-0 text-gold transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="pb-5 leading-relaxed text-muted-foreground">{children}</div>
    </details>
  );
}

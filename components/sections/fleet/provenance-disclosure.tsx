import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type ProvenanceDisclosureProps = { id: string; name: string; children: ReactNode };

// "Safety & provenance: {name}": a native <details> over the server-rendered card.
export function ProvenanceDisclosure({ id, name, children }: ProvenanceDisclosureProps) {
  return (
    <details className="group">
      <summary
        aria-label={`Safety & provenance: ${name}`}
        aria-expanded="false"
        aria-controls={id}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'row', align: 'between' }),
          'w-full cursor-pointer list-none border border-border [&::-webkit-details-marker]:hidden',
        )}
      >
        Safety &amp; provenance
        <span aria-hidden className="text-gold group-open:hidden">
          +
        </span>
        <span aria-hidden className="hidden text-gold group-open:inline">
          −
        </span>
      </summary>
      <div id={id} className="mt-4">
        {children}
      </div>
    </details>
  );
}

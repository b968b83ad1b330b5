'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type ProvenanceDisclosureProps = { id: string; name: string; children: ReactNode };

/** "Safety & provenance: {name}": a disclosure button over the server-rendered card. */
export function ProvenanceDisclosure({ id, name, children }: ProvenanceDisclosureProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-4">
      <Button
        variant="ghost"
        size="row"
        align="between"
        aria-label={`Safety & provenance: ${name}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="border border-border"
      >
        Safety &amp; provenance
        <span aria-hidden className="text-gold">
          {open ? '−' : '+'}
        </span>
      </Button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

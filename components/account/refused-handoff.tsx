'use client';

import { HandoffLinks } from '@/components/requests/handoff-links';
import { company } from '@/content/company';
import { fillMessage } from '@/content/messages';
import { requestStatus as copy } from '@/content/request-status';
import { normalizeEmail } from '@/lib/auth/email';
import { useOutbox } from '@/lib/requests/outbox-store';

// What the visitor can do with a request the endpoint refused.
export function RefusedHandoff({ email, reference }: { email: string; reference: string }) {
  const { entries } = useOutbox(normalizeEmail(email));
  const kept = entries.find((entry) => entry.request.reference === reference);
  if (!kept)
    return (
      <p className="text-sm text-muted-foreground">
        {fillMessage(copy.desk, { email: company.email, phone: company.phone.display })}
      </p>
    );
  return (
    <p className="flex flex-wrap gap-3 text-sm">
      <HandoffLinks request={kept.request} />
    </p>
  );
}

'use client';

import { useRequestConfirmation } from '@/components/requests/use-request-confirmation';
import { Badge } from '@/components/ui/badge';
import { account } from '@/content/account';
import type { RoleDashboard } from '@/lib/content';
import { fillMessage } from '@/lib/fill-message';
import { ActionButton } from './action-button';
import { FigureList } from './figure-list';

type DeskRole = 'Jet Owner' | 'Operator';

const texts = account.desks;

/**
 * The Jet Owner's or Operator's desk: sample figures, marked as such, and actions that each send a
 * request to their desk through the site's one request path (the endpoint when one is configured,
 * else WhatsApp or e-mail), never a screen that does not exist.
 */
export function DeskDashboard({ role, dashboard, email }: { role: DeskRole; dashboard: RoleDashboard; email: string }) {
  const desk = texts[role];
  const { confirm, dialog } = useRequestConfirmation();
  const ask = async (action: string) => {
    const { deskRequest } = await import('@/lib/requests/kinds');
    const heading = fillMessage(texts.requestText, { desk: desk.desk, action, email });
    confirm(deskRequest({ role, action, email, heading }, { page: window.location.pathname }));
  };

  return (
    <div className="grid gap-12">
      <section aria-labelledby="dashboard-figures" className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="dashboard-figures" className="text-2xl font-semibold">
            {role} overview
          </h2>
          <Badge>{desk.sampleBadge}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{desk.sampleNote}</p>
        <FigureList figures={dashboard.stats} />
      </section>
      <section aria-labelledby="dashboard-actions" className="grid gap-5">
        <h2 id="dashboard-actions" className="text-2xl font-semibold">
          Quick actions
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {dashboard.actions.map((name) => (
            <li key={name}>
              <ActionButton aria-haspopup="dialog" onClick={() => void ask(name)}>
                {name}
              </ActionButton>
            </li>
          ))}
        </ul>
      </section>
      {dialog}
    </div>
  );
}

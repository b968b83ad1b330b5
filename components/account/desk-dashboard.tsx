'use client';

import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { account } from '@/content/account';
import { fillMessage } from '@/content/messages';
import { deskRequest, type DeskRole } from '@/lib/account/desk-request';
import type { RoleDashboard } from '@/lib/content';
import { externalLinkProps } from '@/lib/links';
import { FigureList } from './figure-list';

const texts = account.desks;

/**
 * The Jet Owner's or Operator's desk: sample figures, marked as such, and actions that each open
 * a request to their desk (WhatsApp or e-mail, written out), never a screen that does not exist.
 */
export function DeskDashboard({ role, dashboard, email }: { role: DeskRole; dashboard: RoleDashboard; email: string }) {
  const desk = texts[role];
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog's content stays while Radix closes it (and restores the page).
  const [action, setAction] = useState<string | null>(null);
  const [opened, setOpened] = useState<'openedWhatsapp' | 'openedEmail' | null>(null);
  const request = action ? deskRequest(role, action, email) : null;
  const choose = (next: string) => {
    setAction(next);
    setOpened(null);
    setOpen(true);
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
              <Button
                type="button"
                variant="outline"
                size="lg"
                align="start"
                className="w-full"
                aria-haspopup="dialog"
                onClick={() => choose(name)}
              >
                {name}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <Dialog open={open} onOpenChange={setOpen}>
        {request && action && (
          <DialogContent>
            <DialogTitle>{action}</DialogTitle>
            <DialogDescription>{fillMessage(texts.requestIntro, { action, desk: request.desk })}</DialogDescription>
            <blockquote className="rounded-xl border border-border bg-background/60 p-4 text-sm text-foreground">
              {request.text}
            </blockquote>
            <p className="text-sm text-muted-foreground">{fillMessage(texts.requestHandOff, { desk: request.desk })}</p>
            <div className="flex flex-wrap gap-3">
              <a
                href={request.whatsapp}
                {...externalLinkProps}
                className={buttonVariants()}
                onClick={() => setOpened('openedWhatsapp')}
              >
                {texts.whatsapp}
              </a>
              <a
                href={request.mailto}
                className={buttonVariants({ variant: 'outline' })}
                onClick={() => setOpened('openedEmail')}
              >
                {texts.email}
              </a>
            </div>
            <p role="status" className="text-sm text-foreground">
              {opened ? fillMessage(texts[opened], { desk: request.desk }) : ''}
            </p>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

'use client';

import { useRef, useState } from 'react';
import { MessageCircleIcon } from '@/components/icons/lucide/message-circle';
import { Button, buttonVariants } from '@/components/ui/button';
import { fillMessage } from '@/content/messages';
import { alertsText } from '@/lib/empty-legs/alerts-text';
import type { WatchedRoute } from '@/lib/empty-legs/watchlist-keys';
import { keptAsideMessage, problemMessage } from '@/lib/empty-legs/watchlist-messages';
import { unwatchRoute, useWatchlist } from '@/lib/empty-legs/watchlist-store';
import { externalLinkProps, whatsappHref } from '@/lib/links';
import { WatchRouteForm, type AirportOption } from './watch-route-form';

type WatchlistPanelProps = {
  airports: AirportOption[];
  copy: { empty: string; formHeading: string; alertsGreeting: string; watched: string; unwatched: string };
};

export function WatchlistPanel({ airports, copy }: WatchlistPanelProps) {
  const { routes, problem, keptAside } = useWatchlist();
  const listRef = useRef<HTMLDivElement>(null);
  const labelOf = (code: string) => airports.find((airport) => airport.code === code)?.label ?? code;
  const routeText = (route: WatchedRoute) => `${labelOf(route.from)} → ${labelOf(route.to)}`;
  const notice = problem ? problemMessage(problem) : keptAside ? keptAsideMessage : null;
  const [change, setChange] = useState('');
  const confirm = (template: string, route: WatchedRoute) =>
    setChange(fillMessage(template, { route: routeText(route) }));

  async function remove(route: WatchedRoute) {
    const failed = await unwatchRoute(route);
    setChange('');
    if (!failed) confirm(copy.unwatched, route);
    listRef.current?.focus();
  }

  return (
    <div className="grid gap-8">
      {notice ? (
        <div role="alert" className="rounded-xl border border-destructive/60 bg-destructive/10 p-4 text-sm">
          <p className="font-semibold">{notice.title}</p>
          <p className="text-muted-foreground">{notice.description}</p>
        </div>
      ) : null}
      <div ref={listRef} tabIndex={-1} className="grid gap-4 outline-none">
        {routes.length === 0 ? (
          <p className="text-muted-foreground">{copy.empty}</p>
        ) : (
          <ul className="grid gap-3">
            {routes.map((route) => (
              <li
                key={`${route.from}-${route.to}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface px-5 py-3"
              >
                <span className="font-medium">{routeText(route)}</span>
                <Button variant="ghost" size="sm" onClick={() => remove(route)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {routes.length > 0 ? (
          <a
            href={whatsappHref(alertsText(copy.alertsGreeting, routes.map(routeText)))}
            {...externalLinkProps}
            className={buttonVariants({ className: 'justify-self-start' })}
          >
            <MessageCircleIcon aria-hidden />
            Get alerts on WhatsApp
          </a>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted-foreground empty:sr-only">
        {change}
      </p>
      <WatchRouteForm
        airports={airports}
        heading={copy.formHeading}
        onWatched={(route) => confirm(copy.watched, route)}
      />
    </div>
  );
}

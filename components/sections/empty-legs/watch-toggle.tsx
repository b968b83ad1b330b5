'use client';

import { useState } from 'react';
import { CheckIcon } from '@/components/icons/lucide/check';
import { EyeIcon } from '@/components/icons/lucide/eye';
import { Button } from '@/components/ui/button';
import { fillMessage } from '@/content/messages';
import { sameRoute, type WatchedRoute } from '@/lib/empty-legs/watchlist-keys';
import { problemMessage } from '@/lib/empty-legs/watchlist-messages';
import { unwatchRoute, useWatchlist, watchRoute } from '@/lib/empty-legs/watchlist-store';
import { showToast } from '@/lib/toast';

export type WatchCopy = { watchButton: string; watchingButton: string; watched: string; unwatched: string };

type WatchToggleProps = { route: WatchedRoute; routeText: string; copy: WatchCopy };

export function WatchToggle({ route, routeText, copy }: WatchToggleProps) {
  const { routes } = useWatchlist();
  const watched = routes.some((kept) => sameRoute(kept, route));
  const [notice, setNotice] = useState('');
  async function toggle() {
    const problem = await (watched ? unwatchRoute(route) : watchRoute(route));
    setNotice(problem ? '' : fillMessage(watched ? copy.unwatched : copy.watched, { route: routeText }));
    if (problem) void showToast(problemMessage(problem), {}, 'error');
  }
  return (
    <>
      <Button
        variant="outline"
        aria-pressed={watched}
        onClick={toggle}
        className="aria-pressed:border-gold aria-pressed:bg-gold/15"
      >
        {watched ? <CheckIcon aria-hidden /> : <EyeIcon aria-hidden />}
        {watched ? copy.watchingButton : copy.watchButton}
      </Button>
      {/* Always present, so the first change is announced too; out of the layout while empty. */}
      <p role="status" className="basis-full text-sm text-muted-foreground empty:sr-only">
        {notice}
      </p>
    </>
  );
}

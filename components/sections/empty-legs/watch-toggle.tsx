'use client';

import { EyeIcon } from '@/components/icons/outline/eye';
import { Button } from '@/components/ui/button';
import { sameRoute, type WatchedRoute } from '@/lib/empty-legs/watchlist-keys';
import { problemMessage } from '@/lib/empty-legs/watchlist-messages';
import { unwatchRoute, useWatchlist, watchRoute } from '@/lib/empty-legs/watchlist-store';
import { showToast } from '@/lib/toast';

/** "Watch this route": pressed while the offer's route is on this browser's watchlist. */
export function WatchToggle({ route }: { route: WatchedRoute }) {
  const { routes } = useWatchlist();
  const watched = routes.some((kept) => sameRoute(kept, route));
  async function toggle() {
    const problem = await (watched ? unwatchRoute(route) : watchRoute(route));
    if (problem) void showToast(problemMessage(problem), {}, 'error');
  }
  return (
    <Button
      variant="outline"
      aria-pressed={watched}
      onClick={toggle}
      className="aria-pressed:border-gold aria-pressed:bg-gold/15"
    >
      <EyeIcon aria-hidden />
      Watch this route
    </Button>
  );
}

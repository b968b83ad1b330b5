'use client';

import { Badge } from '@/components/ui/badge';
import { sameRoute, type WatchedRoute } from '@/lib/empty-legs/watchlist-keys';
import { useWatchlist } from '@/lib/empty-legs/watchlist-store';

export function WatchMark({ route, label }: { route: WatchedRoute; label: string }) {
  const { routes } = useWatchlist();
  if (!routes.some((watched) => sameRoute(watched, route))) return null;
  return <Badge variant="outline">{label}</Badge>;
}

import { Activity, type ReactNode } from 'react';
import { PartBoundary } from '@/components/ui/part-boundary';
import { IslandMark } from './island-mark';

/**
 * A large client leaf (a page's main form) hydrated in a task of its own. React hydrates an
 * <Activity> boundary separately from the rest of the page, so the form no longer lengthens the
 * page's one long hydration task and the main thread answers sooner. Not <Suspense>: in this
 * static export a Suspense boundary's content is written out of order and put in place by an
 * inline script, so without JavaScript the form would never show. Activity keeps it in place.
 * A throw inside the island replaces only the island (the marker stays outside, so the page
 * still counts as live).
 */
export function HydrationIsland({ children }: { children: ReactNode }) {
  return (
    <Activity mode="visible">
      <IslandMark />
      <PartBoundary>{children}</PartBoundary>
    </Activity>
  );
}

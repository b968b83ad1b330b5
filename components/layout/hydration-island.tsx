import { Activity, type ReactNode } from 'react';
import { PartBoundary } from '@/components/ui/part-boundary';
import { IslandMark } from './island-mark';

// <Activity> hydrates in a task of its own; a <Suspense> boundary is written out of order, unseen without JavaScript.
export function HydrationIsland({ children }: { children: ReactNode }) {
  return (
    <Activity mode="visible">
      <IslandMark />
      <PartBoundary>{children}</PartBoundary>
    </Activity>
  );
}

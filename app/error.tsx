'use client';

import { PageFailed } from '@/components/layout/page-failed';

// A page that throws while rendering: the layout (header, footer, call button) stays, and the
// page's content gives way to what happened and how to go on.
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  return <PageFailed onRetry={reset} />;
}

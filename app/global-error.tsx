'use client';

import { FailureHeader } from '@/components/layout/failure-header';
import { PageFailed } from '@/components/layout/page-failed';
import './globals.css';

// A page or the root layout that throws while rendering: this replaces the whole document, so it
// brings its own header (the brand, home and our number) around what happened and how to go on.
// The only failure page: Next loads each one with every route, and each chunk carried its own copy
// of the failure page (docs/byte-budgets.md).
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body className="flex min-h-dvh flex-col">
        <FailureHeader />
        <main id="main" className="flex-1">
          <PageFailed onRetry={reset} />
        </main>
      </body>
    </html>
  );
}

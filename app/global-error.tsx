'use client';

import { FailureHeader } from '@/components/layout/failure-header';
import { PageFailed } from '@/components/layout/page-failed';
import './globals.css';

// The last resort, when the root layout itself throws: it replaces the whole document, so it
// brings its own header (the brand, home and our number) around the same message.
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

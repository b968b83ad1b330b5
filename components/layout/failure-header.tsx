import { CallUs } from '@/components/ui/call-us';
import { company } from '@/content/company';

export function FailureHeader() {
  return (
    <header className="border-b border-border">
      <div className="container-content flex h-(--header-height) items-center justify-between gap-6">
        {/* A full load, not a client navigation: after a failure it is the surest way back. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="font-display text-xl font-semibold tracking-wide whitespace-nowrap text-foreground">
          {company.name}
        </a>
        <CallUs />
      </div>
    </header>
  );
}

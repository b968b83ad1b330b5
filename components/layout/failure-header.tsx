'use client';

import { CallUs } from '@/components/ui/part-boundary';
import { company } from '@/content/company';
import { Logo } from './logo';

export function FailureHeader() {
  return (
    <header className="border-b border-border">
      <div className="container-content flex h-(--header-height) items-center justify-between gap-6">
        <Logo name={company.name} />
        <CallUs />
      </div>
    </header>
  );
}

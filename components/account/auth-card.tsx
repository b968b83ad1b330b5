import type { ReactNode } from 'react';

export function AuthCard({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <section className="container-content pb-24">
      <div className="mx-auto grid max-w-md gap-6 rounded-card border border-border bg-surface p-6 shadow-2xl shadow-black/30 sm:p-8">
        {children}
        <p className="border-t border-border pt-5 text-center text-sm text-muted-foreground">{footer}</p>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';

// One titled block of an aircraft's or a service's page.
export function PageSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6">
      <div className="grid max-w-2xl gap-3">
        <h2 id={`${id}-heading`} className="text-3xl font-semibold">
          {title}
        </h2>
        {intro ? <p className="leading-relaxed text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

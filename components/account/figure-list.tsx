import type { ReactNode } from 'react';

export type Figure = { label: string; value: ReactNode; note?: ReactNode };

export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="grid content-start gap-3 rounded-card border border-border bg-surface p-5 sm:p-6"
        >
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="grid gap-1">
            <span className="font-display text-2xl font-semibold text-foreground sm:text-3xl">{figure.value}</span>
            {figure.note ? <span className="text-xs text-muted-foreground">{figure.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

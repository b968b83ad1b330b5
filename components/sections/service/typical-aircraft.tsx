import { IntentLink } from '@/components/ui/intent-link';
import type { AircraftEntry } from '@/lib/fleet/aircraft-entries';

const nm = new Intl.NumberFormat('en-IN');

export function TypicalAircraft({ entries }: { entries: readonly AircraftEntry[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {entries.map(({ slug, aircraft, category }) => (
        <li key={slug} className="grid gap-1 rounded-card border border-border bg-surface p-5">
          <IntentLink
            href={`/fleet/${slug}/`}
            className="font-display text-xl font-semibold text-gold underline-offset-4 hover:underline"
          >
            {aircraft.name}
          </IntentLink>
          <p className="text-sm text-muted-foreground">
            {category.name} · {aircraft.seats} passengers · {nm.format(aircraft.rangeNm)} nm
          </p>
        </li>
      ))}
    </ul>
  );
}

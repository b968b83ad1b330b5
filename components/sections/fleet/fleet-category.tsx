import type { FleetCategory as FleetCategoryData } from '@/lib/schemas/content/fleet';
import { AircraftCard } from './aircraft-card';

export function FleetCategory({ category }: { category: FleetCategoryData }) {
  const headingId = `${category.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-8">
      <div className="grid max-w-2xl gap-3">
        <h2 id={headingId} className="text-3xl font-semibold sm:text-4xl">
          {category.name}
        </h2>
        <p className="leading-relaxed text-muted-foreground">{category.summary}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {category.aircraft.map((aircraft) => (
          <AircraftCard key={aircraft.name} aircraft={aircraft} jetType={category.jetType} />
        ))}
      </div>
    </section>
  );
}

import { content, provenanceFor } from '@/lib/content';
import { reserveNote } from '@/lib/fleet/aircraft-figures';
import { compareData } from '@/lib/fleet/compare-data';
import type { Aircraft } from '@/lib/schemas/content/fleet';
import { CompareTable } from './compare-table';

/** Where the chosen aircraft meet: the table is client-side, its figures are worked out here. */
export function CompareSection({ aircraft }: { aircraft: readonly Aircraft[] }) {
  const data = compareData({
    aircraft,
    yearOf: (name) => provenanceFor(name).yearOfManufacture,
    compare: content.compare,
    airports: content.airports,
    reservePercent: content.pricing.reservePercent,
  });
  return (
    <div id="compare" className="container-content grid scroll-mt-24 gap-4 pt-20 lg:pt-28">
      <p className="eyebrow">Side by side</p>
      <CompareTable
        data={data}
        copy={{
          intro: content.compare.intro,
          oneChosen: content.compare.oneChosen,
          comparing: content.compare.comparing,
        }}
      />
      <p className="max-w-3xl text-sm leading-relaxed text-muted-foreground">
        {reserveNote(content.compare, content.pricing)}
      </p>
    </div>
  );
}

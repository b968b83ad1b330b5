import { content, provenanceFor } from '@/lib/content';
import { fillMessage } from '@/lib/fill-message';
import { reserveNote } from '@/lib/fleet/aircraft-figures';
import { compareData } from '@/lib/fleet/compare-data';
import { COMPARE_STATUS_ID } from '@/lib/fleet/compare-ids';
import type { Aircraft } from '@/lib/schemas/content/fleet';
import { CompareStart } from './compare-start';

export function CompareSection({ aircraft }: { aircraft: readonly Aircraft[] }) {
  const data = compareData({
    aircraft,
    yearOf: (name) => provenanceFor(name).yearOfManufacture,
    compare: content.compare,
    airports: content.airports,
    pricing: content.pricing,
    reservePercent: content.pricing.reservePercent,
  });
  return (
    <div id="compare" className="container-content grid scroll-mt-24 gap-4 pt-20 lg:pt-28">
      <p className="eyebrow">Side by side</p>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p id={COMPARE_STATUS_ID} tabIndex={-1} aria-live="polite" className="text-muted-foreground outline-none">
          {content.compare.intro}
        </p>
        <CompareStart
          data={data}
          copy={{
            intro: content.compare.intro,
            oneChosen: content.compare.oneChosen,
            comparing: content.compare.comparing,
          }}
        />
      </div>
      <p className="max-w-3xl text-sm leading-relaxed text-muted-foreground">
        {reserveNote(content.compare, content.pricing)}{' '}
        {fillMessage(content.compare.priceNote, {
          from: content.compare.from.label,
          to: content.compare.sampleTrip.label,
        })}
      </p>
    </div>
  );
}

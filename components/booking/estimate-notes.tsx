import { estimateCopy as copy } from '@/content/estimate';
import { fillMessage } from '@/content/messages';
import { formatLongDate } from '@/lib/estimate/format';
import type { Pricing } from '@/lib/schemas/content/pricing';

type EstimateNotesProps = { pricing: Pricing; assumptions?: readonly string[]; exclusions?: readonly string[] };

export function EstimateNotes({
  pricing,
  assumptions = pricing.estimate.assumptions,
  exclusions = pricing.estimate.exclusions,
}: EstimateNotesProps) {
  return (
    <div className="grid gap-5 border-t border-border pt-5 text-sm" data-print="notes">
      <div>
        <h3 className="font-medium text-foreground">{copy.assumptions}</h3>
        <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-muted-foreground marker:text-gold/70">
          {assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-medium text-foreground">{copy.exclusions}</h3>
        <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-muted-foreground marker:text-gold/70">
          {exclusions.map((exclusion) => (
            <li key={exclusion}>{exclusion}</li>
          ))}
        </ul>
      </div>
      <p className="text-xs text-muted-foreground">
        {fillMessage(copy.rateCardNote, { date: formatLongDate(pricing.rateCardDate) })}
      </p>
    </div>
  );
}

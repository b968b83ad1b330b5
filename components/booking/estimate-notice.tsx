import { TriangleAlertIcon } from '@/components/icons/lucide/triangle-alert';
import { estimateCopy as copy } from '@/content/estimate';
import { fillMessage } from '@/content/messages';
import { airportLabel } from '@/lib/estimate/airports';
import { beyondRangeMessage } from '@/lib/estimate/beyond-range-message';
import type { Estimate } from '@/lib/estimate/estimate';
import type { ItineraryResult } from '@/lib/estimate/itinerary';
import { unknownPlacesText } from '@/lib/estimate/unknown-places';
import { plural } from '@/lib/plural';
import type { Pricing } from '@/lib/schemas/content/pricing';

export type Unpriced = Exclude<Estimate | ItineraryResult, { status: 'ok' }>;

type NoticeTexts = { incomplete: string; priceByHand: string; sameAirport: string; longStay?: string };

function noticeText(estimate: Unpriced, texts: NoticeTexts, pricing: Pricing): string {
  switch (estimate.status) {
    case 'incomplete':
      return texts.incomplete;
    case 'unknown':
      return unknownPlacesText(estimate.places, copy.unknownPlaces) + texts.priceByHand;
    case 'same-airport':
      return fillMessage(texts.sameAirport, {
        airport: airportLabel(estimate.airport),
        ...('leg' in estimate && { leg: String(estimate.leg) }),
      });
    case 'long-stay':
      return fillMessage(texts.longStay ?? '', {
        leg: String(estimate.after),
        nights: plural(estimate.nights, 'night'),
      });
    case 'beyond-range':
      return beyondRangeMessage(estimate, pricing, copy.beyondRange);
  }
}

// What the estimate panels say where the figures would be (no route yet, an unknown place, ...), or, as warnings.
export function EstimateNotice(
  props:
    | { estimate: Unpriced; texts: NoticeTexts; pricing: Pricing; warnings?: never }
    | { warnings: readonly string[]; estimate?: never },
) {
  if (props.warnings !== undefined) {
    if (props.warnings.length === 0) return null;
    return (
      <div role="note" className="flex gap-3 rounded-xl border border-gold/40 bg-gold/10 p-3 text-sm text-foreground">
        <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
        <ul className="grid gap-2">
          {props.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </div>
    );
  }
  return <p className="text-sm text-muted-foreground">{noticeText(props.estimate, props.texts, props.pricing)}</p>;
}

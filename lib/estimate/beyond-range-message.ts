import { estimateCopy as copy } from '@/content/estimate';
import { fillMessage } from '@/content/messages';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { airportLabel } from './airports';
import type { BeyondRange } from './capability';
import { whole } from './format';
import { aircraftOf, flyerLabel } from './performance';

export function beyondRangeMessage(refusal: BeyondRange, pricing: Pricing): string {
  const refused = fillMessage(copy.beyondRange.refused, {
    label: flyerLabel(pricing, refusal),
    usable: whole().format(refusal.usableNm),
    from: airportLabel(refusal.from),
    to: airportLabel(refusal.to),
    distance: whole().format(refusal.distanceNm),
  });
  const suggestion = refusal.suggestion;
  if (!suggestion) return `${refused} ${copy.beyondRange.byHand}`;
  const label = pricing.jetTypes[suggestion.jetType].label;
  const plane = aircraftOf(pricing, suggestion);
  const next = plane
    ? fillMessage(copy.beyondRange.aircraftSuggestion, { aircraft: plane.name, label })
    : fillMessage(copy.beyondRange.suggestion, { label });
  return `${refused} ${next}`;
}

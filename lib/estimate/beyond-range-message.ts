import { fillMessage } from '@/lib/fill-message';
import type { EstimateCopy } from '@/lib/schemas/content/estimate';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { airportLabel } from './airports';
import type { BeyondRange } from './capability';
import { whole } from './format';
import { aircraftOf, flyerLabel } from './performance';

export function beyondRangeMessage(refusal: BeyondRange, pricing: Pricing, copy: EstimateCopy['beyondRange']): string {
  const refused = fillMessage(copy.refused, {
    label: flyerLabel(pricing, refusal),
    usable: whole().format(refusal.usableNm),
    from: airportLabel(refusal.from),
    to: airportLabel(refusal.to),
    distance: whole().format(refusal.distanceNm),
  });
  const suggestion = refusal.suggestion;
  if (!suggestion) return `${refused} ${copy.byHand}`;
  const label = pricing.jetTypes[suggestion.jetType].label;
  const plane = aircraftOf(pricing, suggestion);
  const next = plane
    ? fillMessage(copy.aircraftSuggestion, { aircraft: plane.name, label })
    : fillMessage(copy.suggestion, { label });
  return `${refused} ${next}`;
}

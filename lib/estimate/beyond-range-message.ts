import { estimateCopy as copy } from '@/content/estimate';
import { fillMessage } from '@/content/messages';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { airportLabel } from './airports';
import type { BeyondRange } from './capability';
import { plural, whole } from './format';

export function beyondRangeMessage(refusal: BeyondRange, pricing: Pricing): string {
  const refused = fillMessage(copy.beyondRange.refused, {
    label: pricing.jetTypes[refusal.jetType].label,
    maxStops: plural(refusal.maxFuelStops, 'fuel stop'),
    from: airportLabel(refusal.from),
    to: airportLabel(refusal.to),
    distance: whole().format(refusal.distanceNm),
    stops: plural(refusal.fuelStops, 'fuel stop'),
  });
  const next = refusal.suggestion
    ? fillMessage(copy.beyondRange.suggestion, { label: pricing.jetTypes[refusal.suggestion].label })
    : copy.beyondRange.byHand;
  return `${refused} ${next}`;
}

import type { Pricing } from '@/lib/schemas/content/pricing';
import { formatINR } from '@/lib/format';
import { airportLabel } from './airports';
import type { RouteEstimate } from './estimate';
import { formatDistance, formatDuration, formatRange, formatLongDate, rangeMessage, seatMessage } from './format';

/** Plain-text lines describing an estimate, for the WhatsApp consultation text. */
export function estimateSummaryLines(estimate: RouteEstimate, pricing: Pricing): string[] {
  const rate = pricing.jetTypes[estimate.jetType];
  const lines = [
    `Route estimate: ${airportLabel(estimate.from)} → ${airportLabel(estimate.to)}, ${rate.label}`,
    `Distance: ${formatDistance(estimate.flight.distanceKm, estimate.flight.distanceNm)}; flight time about ${formatDuration(estimate.flight.blockHours)}`,
    `Estimate: ${formatRange(estimate)} (${formatINR(estimate.total)} incl. GST as applicable; rate card of ${formatLongDate(pricing.rateCardDate)})`,
  ];
  const warnings = [rangeMessage(estimate, pricing), seatMessage(estimate, pricing)];
  return [...lines, ...warnings.filter((line): line is string => Boolean(line))];
}

import type { Pricing } from '@/lib/schemas/content/pricing';
import { formatINR } from '@/lib/format';
import { airportLabel } from './airports';
import type { RouteEstimate } from './estimate';
import { formatDistance, formatDuration, formatRange, formatRateCardDate } from './format';

/** Plain-text lines describing an estimate, for the WhatsApp consultation text. */
export function estimateSummaryLines(estimate: RouteEstimate, pricing: Pricing): string[] {
  const rate = pricing.jetTypes[estimate.jetType];
  const lines = [
    `Route estimate: ${airportLabel(estimate.from)} → ${airportLabel(estimate.to)}, ${rate.label}`,
    `Distance: ${formatDistance(estimate.flight.distanceKm, estimate.flight.distanceNm)}; flight time about ${formatDuration(estimate.flight.blockHours)}`,
    `Estimate: ${formatRange(estimate)} (${formatINR(estimate.total)} incl. GST as applicable; rate card of ${formatRateCardDate(pricing.rateCardDate)})`,
  ];
  if (!estimate.rangeCheck.ok) {
    lines.push(`Beyond the ${rate.label}'s range: ${estimate.rangeCheck.fuelStops} fuel stop(s) needed`);
  }
  if (!estimate.seatCheck.ok) lines.push(`More passengers than the ${rate.label}'s ${estimate.seatCheck.seats} seats`);
  return lines;
}

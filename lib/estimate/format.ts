import { formatINR, once } from '@/lib/format';
import { plural } from '@/lib/plural';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { MONTHS } from '@/lib/time/months';
import { airportLabel } from './airports';
import type { RouteEstimate } from './estimate';
import { wholeMinutes, type LineItem } from './money';

export const whole = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const percent = once(() => new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 }));

export function formatDuration(hours: number): string {
  const minutes = Math.max(0, wholeMinutes(hours));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')} min`;
}

export function formatDistance(km: number, nm: number): string {
  return `${whole().format(km)} km (${whole().format(nm)} nm)`;
}

export function formatPercent(rate: number): string {
  return percent().format(rate);
}

export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function formatRange(estimate: Pick<RouteEstimate, 'low' | 'high'>): string {
  return `${formatINR(estimate.low)} – ${formatINR(estimate.high)}`;
}

export function describeLineItem(item: LineItem, estimate: RouteEstimate, pricing: Pricing) {
  const leg = estimate.legs.find((candidate) => candidate.kind === item.kind);
  const route = leg ? `${airportLabel(leg.from)} → ${airportLabel(leg.to)}` : '';
  switch (item.kind) {
    case 'positioning-in':
      return { label: 'Positioning from our Mumbai base', detail: `${route}, ${formatDuration(item.hours)}` };
    case 'flight':
      return { label: 'Your flight', detail: `${route}, ${formatDuration(item.hours)}` };
    case 'positioning-out':
      return { label: 'Return to base', detail: `${route}, ${formatDuration(item.hours)}` };
    case 'minimum':
      return {
        label: 'Minimum billing',
        detail: `${formatDuration(item.hours)} more, to reach ${pricing.estimate.minimumBillableHoursPerDay} h per flying day`,
      };
    case 'landings':
      return {
        label: 'Airport and handling charges',
        detail: plural(item.landings, 'landing'),
      };
  }
}

export { plural };

export function seatMessage(
  estimate: Pick<RouteEstimate, 'seatCheck' | 'jetType' | 'passengers'>,
  pricing: Pricing,
): string | undefined {
  const check = estimate.seatCheck;
  if (check.ok) return undefined;
  const rate = pricing.jetTypes[estimate.jetType];
  const over = `${plural(estimate.passengers, 'passenger')} is more than the ${rate.label}'s ${check.seats} seats.`;
  if (!check.suggestion) return `${over} We will plan the right aircraft with you.`;
  const fits = pricing.jetTypes[check.suggestion];
  return `${over} A ${fits.label} seats up to ${fits.seats}.`;
}

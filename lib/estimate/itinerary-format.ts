import { formatINR } from '@/lib/format';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { airportLabel } from './airports';
import { formatDistance, formatDuration, formatLongDate, plural } from './format';
import type { ItineraryEstimate, ItineraryLine, Stopover } from './itinerary';

export function describeItineraryLine(line: ItineraryLine, pricing: Pricing): { label: string; detail: string } {
  switch (line.kind) {
    case 'segment': {
      const { segment } = line;
      const route = `${airportLabel(segment.from)} → ${airportLabel(segment.to)}`;
      const time = formatDuration(segment.blockHours);
      const labels: Record<typeof segment.role, string> = {
        'positioning-in': 'Positioning from our Mumbai base',
        flight: `Leg ${segment.legNumber}`,
        reposition: `Positioning for leg ${segment.legNumber + 1}`,
        home: `Home to Mumbai after leg ${segment.legNumber}`,
        back: `Back from Mumbai for leg ${segment.legNumber + 1}`,
        'positioning-out': 'Return to base',
      };
      const distance = segment.role === 'flight' ? `, ${formatDistance(segment.distanceKm, segment.distanceNm)}` : '';
      return { label: labels[segment.role], detail: `${route}${distance}, ${time}` };
    }
    case 'night-halt':
      return {
        label: 'Crew night halt',
        detail: `${plural(line.nights, 'night')} after leg ${line.after}, from ${formatLongDate(line.date)}, at ${airportLabel(line.place)}`,
      };
    case 'minimum':
      return {
        label: 'Minimum billing',
        detail: `${formatDuration(line.hours)} more, to reach ${pricing.estimate.minimumBillableHoursPerDay} h per flying day (${plural(line.flyingDays, 'flying day')})`,
      };
    case 'landings':
      return { label: 'Airport and handling charges', detail: plural(line.landings, 'landing') };
  }
}

export function stopoverReason(stopover: Stopover): string {
  const where = airportLabel(stopover.place);
  const prefix = `After leg ${stopover.after}:`;
  const nights = plural(stopover.nights, 'night');
  // A saving is stated only when both costs are known (else NaN) and differ by a rupee or more: "₹0 less" says nothing.
  const saving = Math.round(Math.abs((stopover.homeCost ?? NaN) - (stopover.waitCost ?? NaN)));
  switch (stopover.choice) {
    case 'same-day':
      return `${prefix} the aircraft waits at ${where} the same day, with no night halt.`;
    case 'at-base':
      return `${prefix} the aircraft waits at its Mumbai base, with no night halt.`;
    case 'wait':
      return `${prefix} the aircraft and crew wait ${nights} at ${where}${saving ? `: ${formatINR(saving)} less than flying home to Mumbai and back` : ''}.`;
    case 'fly-home':
      return `${prefix} the aircraft flies home to Mumbai and back${saving ? `: ${formatINR(saving)} less than ${nights} of crew night halts at ${where}` : ''}.`;
  }
}

export function itineraryRoute(estimate: ItineraryEstimate): string {
  const places = [estimate.flown[0].leg.from, ...estimate.flown.map((flown) => flown.leg.to)];
  return places.map(airportLabel).join(' → ');
}

import { estimateCopy as copy } from '@/content/estimate';
import { formatDuration, formatRange, seatMessage } from '@/lib/estimate/format';
import type { ItineraryEstimate, ItineraryResult } from '@/lib/estimate/itinerary';
import { describeItineraryLine, itineraryRoute, stopoverReason } from '@/lib/estimate/itinerary-format';
import { flyerLabel } from '@/lib/estimate/performance';
import type { Pricing } from '@/lib/schemas/content/pricing';
import { EstimateNotice } from './estimate-notice';
import { EstimateFigures, EstimateSection } from './estimate-panel';

function Figures({ estimate, pricing }: { estimate: ItineraryEstimate; pricing: Pricing }) {
  const rate = pricing.jetTypes[estimate.jetType];
  const rows = estimate.lines.map((line, index) => ({
    key: String(index),
    amount: line.amount,
    ...describeItineraryLine(line, pricing),
  }));
  return (
    <EstimateFigures
      route={`${itineraryRoute(estimate)}, ${flyerLabel(pricing, estimate)}`}
      stats={[
        [copy.itinerary.flyingTime, formatDuration(estimate.flownHours)],
        [copy.itinerary.flyingDays, estimate.flyingDays],
      ]}
      range={formatRange(estimate)}
      warnings={[seatMessage(estimate, pricing), estimate.datesPending ? copy.itinerary.datesPending : undefined]}
      rows={rows}
      totals={estimate}
      hourlyRate={rate.indicativePrice}
    >
      {estimate.stopovers.length > 0 && (
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          {estimate.stopovers.map((stopover) => (
            <li key={stopover.after}>{stopoverReason(stopover)}</li>
          ))}
        </ul>
      )}
    </EstimateFigures>
  );
}

function Body({ estimate, pricing }: { estimate: ItineraryResult; pricing: Pricing }) {
  if (estimate.status !== 'ok') return <EstimateNotice estimate={estimate} texts={copy.itinerary} pricing={pricing} />;
  return <Figures estimate={estimate} pricing={pricing} />;
}

type ItineraryPanelProps = { estimate: ItineraryResult; pricing: Pricing; reference?: string; className?: string };

export function ItineraryPanel({ estimate, pricing, reference, className }: ItineraryPanelProps) {
  return (
    <EstimateSection
      pricing={pricing}
      reference={reference}
      className={className}
      assumptions={pricing.estimate.itineraryAssumptions}
    >
      <Body estimate={estimate} pricing={pricing} />
    </EstimateSection>
  );
}

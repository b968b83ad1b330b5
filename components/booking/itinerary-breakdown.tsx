import { formatINR } from '@/lib/format';
import { formatPercent } from '@/lib/estimate/format';
import type { ItineraryEstimate } from '@/lib/estimate/itinerary';
import { describeItineraryLine } from '@/lib/estimate/itinerary-format';
import type { Pricing } from '@/lib/schemas/content/pricing';

/** Every line of an itinerary estimate (legs, positioning, night halts, minimum, landings), then GST and total. */
export function ItineraryBreakdown({ estimate, pricing }: { estimate: ItineraryEstimate; pricing: Pricing }) {
  const rate = pricing.jetTypes[estimate.jetType];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Estimate breakdown at {formatINR(rate.indicativePrice)} per flying hour</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {estimate.lines.map((line, index) => {
          const { label, detail } = describeItineraryLine(line, pricing);
          return (
            <tr key={index}>
              <th scope="row" className="py-3 pr-4 text-left align-top font-normal">
                <span className="block text-foreground">{label}</span>
                <span className="block text-xs text-muted-foreground">{detail}</span>
              </th>
              <td className="py-3 text-right align-top whitespace-nowrap tabular-nums">{formatINR(line.amount)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot className="border-t border-white/20">
        <tr>
          <th scope="row" className="pt-3 pr-4 text-left font-normal text-muted-foreground">
            Subtotal
          </th>
          <td className="pt-3 text-right tabular-nums">{formatINR(estimate.subtotal)}</td>
        </tr>
        <tr>
          <th scope="row" className="pt-1 pr-4 text-left font-normal text-muted-foreground">
            GST as applicable ({formatPercent(estimate.gstRate)})
          </th>
          <td className="pt-1 text-right tabular-nums">{formatINR(estimate.gst)}</td>
        </tr>
        <tr>
          <th scope="row" className="pt-2 pr-4 text-left font-semibold">
            Estimated total
          </th>
          <td className="pt-2 text-right font-semibold tabular-nums">{formatINR(estimate.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

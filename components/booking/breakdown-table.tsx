import { estimateCopy as copy } from '@/content/estimate';
import { fillMessage } from '@/content/messages';
import { formatPercent } from '@/lib/estimate/format';
import { formatINR } from '@/lib/format';

export type BreakdownRow = { key: string; label: string; detail: string; amount: number };
export type BreakdownTotals = { subtotal: number; gstRate: number; gst: number; total: number };

type BreakdownTableProps = { rows: readonly BreakdownRow[]; totals: BreakdownTotals; hourlyRate: number };

export function BreakdownTable({ rows, totals, hourlyRate }: BreakdownTableProps) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{fillMessage(copy.breakdownCaption, { rate: formatINR(hourlyRate) })}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{copy.item}</th>
          <th scope="col">{copy.amount}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-3 pr-4 text-left align-top font-normal">
              <span className="block text-foreground">{row.label}</span>
              <span className="block text-xs text-muted-foreground">{row.detail}</span>
            </th>
            <td className="py-3 text-right align-top whitespace-nowrap tabular-nums">{formatINR(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-white/20">
        <tr>
          <th scope="row" className="pt-3 pr-4 text-left font-normal text-muted-foreground">
            {copy.subtotal}
          </th>
          <td className="pt-3 text-right tabular-nums">{formatINR(totals.subtotal)}</td>
        </tr>
        <tr>
          <th scope="row" className="pt-1 pr-4 text-left font-normal text-muted-foreground">
            {fillMessage(copy.gst, { rate: formatPercent(totals.gstRate) })}
          </th>
          <td className="pt-1 text-right tabular-nums">{formatINR(totals.gst)}</td>
        </tr>
        <tr>
          <th scope="row" className="pt-2 pr-4 text-left font-semibold">
            {copy.total}
          </th>
          <td className="pt-2 text-right font-semibold tabular-nums" data-fact="total">
            {formatINR(totals.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

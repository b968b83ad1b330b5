import { legFact } from '@/lib/facts/leg-fact';
import type { SamplePrice } from '@/lib/fleet/aircraft-figures';

// Sample routes with the estimator's flight time and one-way price range; three short columns that wrap on a phone.
type SamplePricesTableProps = {
  rows: readonly SamplePrice[];
  caption: string;
  columns: { route: string; flightTime: string; price: string };
  by: { jetType: string; aircraft?: string };
};

export function SamplePricesTable({ rows, caption, columns, by }: SamplePricesTableProps) {
  return (
    <div data-figures="1" className="rounded-card border border-border bg-surface">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="px-3 py-3 eyebrow sm:px-5">
              {columns.route}
            </th>
            <th scope="col" className="px-3 py-3 eyebrow sm:px-5">
              {columns.flightTime}
            </th>
            <th scope="col" className="px-3 py-3 eyebrow sm:px-5">
              {columns.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.route}
              className="border-b border-border last:border-0"
              {...(row.flightTime ? legFact(row.from, row.to, by) : {})}
            >
              <th scope="row" className="px-3 py-3 font-semibold sm:px-5">
                {row.route}
              </th>
              <td className="px-3 py-3 sm:px-5" data-fact="time">
                {row.flightTime}
              </td>
              <td className="px-3 py-3 sm:px-5" data-fact="price">
                {row.price}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

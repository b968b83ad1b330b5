import type { SamplePrice } from '@/lib/fleet/aircraft-figures';

/** Sample routes with the estimator's flight time and one-way price range. */
type SamplePricesTableProps = {
  rows: readonly SamplePrice[];
  caption: string;
  columns: { route: string; flightTime: string; price: string };
};

export function SamplePricesTable({ rows, caption, columns }: SamplePricesTableProps) {
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-surface">
      <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="px-5 py-3 eyebrow">
              {columns.route}
            </th>
            <th scope="col" className="px-5 py-3 eyebrow">
              {columns.flightTime}
            </th>
            <th scope="col" className="px-5 py-3 eyebrow">
              {columns.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.route} className="border-b border-border last:border-0">
              <th scope="row" className="px-5 py-3 font-semibold">
                {row.route}
              </th>
              <td className="px-5 py-3">{row.flightTime}</td>
              <td className="px-5 py-3">{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

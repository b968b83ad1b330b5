import type { CompareColumn } from '@/lib/fleet/compare-data';

// The chosen aircraft side by side.
export function CompareFigures({ rows, columns }: { rows: string[]; columns: CompareColumn[] }) {
  return (
    <>
      <section aria-labelledby="compare-stacked-heading" className="grid gap-4 sm:hidden">
        <h2 id="compare-stacked-heading" className="text-2xl font-semibold">
          Compare aircraft
        </h2>
        <dl className="grid gap-3">
          {rows.map((row, index) => (
            <div key={row} className="grid gap-2 rounded-card border border-border bg-surface px-5 py-4">
              <dt className="text-sm text-muted-foreground">{row}</dt>
              <dd>
                <dl className="grid gap-1.5">
                  {columns.map((column) => (
                    <div key={column.slug} className="flex flex-wrap justify-between gap-x-4">
                      <dt className="font-semibold">{column.name}</dt>
                      <dd>{column.values[index]}</dd>
                    </div>
                  ))}
                </dl>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="compare-caption"
        data-figures="2"
        tabIndex={0}
        className="hidden overflow-x-auto rounded-card border border-border bg-surface sm:block"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption id="compare-caption" className="px-5 pt-5 pb-3 text-left font-display text-2xl font-semibold">
            Compare aircraft
          </caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="sticky left-0 z-10 w-36 bg-surface px-5 py-3 eyebrow sm:w-52">
                Specification
              </th>
              {columns.map((column) => (
                <th key={column.slug} scope="col" className="min-w-40 px-5 py-3 font-display text-lg font-semibold">
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row} className="border-b border-border last:border-0">
                <th scope="row" className="sticky left-0 z-10 bg-surface px-5 py-3 font-normal text-muted-foreground">
                  {row}
                </th>
                {columns.map((column) => (
                  <td key={column.slug} className="px-5 py-3">
                    {column.values[index]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

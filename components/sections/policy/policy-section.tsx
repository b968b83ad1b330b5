import { CheckIcon } from '@/components/icons/lucide/check';
import { MailIcon } from '@/components/icons/lucide/mail';
import { buttonVariants } from '@/components/ui/button';
import { mailtoHref } from '@/lib/links';
import type { PolicySection as Section } from '@/lib/schemas/content/policy';

type Table = NonNullable<Section['table']>;

function PolicyTable({ table }: { table: Table }) {
  const [first, ...rest] = table.columns;
  return (
    <>
      <section aria-label={table.caption} className="grid gap-3 md:hidden">
        <p className="font-semibold">{table.caption}</p>
        <ul className="grid gap-3">
          {table.rows.map(([head, ...cells]) => (
            <li key={head} className="grid gap-2 rounded-card border border-border bg-surface px-5 py-4">
              <p className="font-medium">
                <span className="sr-only">{first}: </span>
                {head}
              </p>
              <dl className="grid gap-2 text-sm">
                {cells.map((cell, index) => (
                  <div key={rest[index]}>
                    <dt className="eyebrow">{rest[index]}</dt>
                    <dd className="leading-relaxed text-muted-foreground">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <div className="hidden rounded-card border border-border md:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="border-b border-border bg-surface px-5 py-3 text-left font-semibold">
            {table.caption}
          </caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="border-b border-border px-5 py-3 eyebrow">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]} className="border-b border-border last:border-b-0">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={cell} scope="row" className="px-5 py-4 align-top font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={cell} className="px-5 py-4 align-top leading-relaxed text-muted-foreground">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function PolicySection({ section, number }: { section: Section; number: number }) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="grid scroll-mt-28 gap-5 border-t border-border pt-10"
    >
      <h2 id={headingId} className="text-2xl font-semibold sm:text-3xl">
        <span className="mr-2 text-gold tabular-nums">{number}.</span> {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="leading-relaxed text-muted-foreground">
          {paragraph}
        </p>
      ))}
      {section.table ? <PolicyTable table={section.table} /> : null}
      {section.points ? (
        <ul className="grid gap-3">
          {section.points.map((point) => (
            <li key={point} className="flex gap-3 leading-relaxed">
              <CheckIcon aria-hidden className="mt-1 size-4 shrink-0 text-gold" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {section.write ? (
        <p className="grid justify-items-start gap-3">
          <a
            href={mailtoHref({ subject: section.write.subject }, section.write.email)}
            className={buttonVariants({ variant: 'outline' })}
          >
            <MailIcon aria-hidden />
            {section.write.label}
          </a>
          <span className="text-sm text-muted-foreground">{section.write.email}</span>
        </p>
      ) : null}
    </section>
  );
}

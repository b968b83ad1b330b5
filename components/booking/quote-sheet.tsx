import { company } from '@/content/company';
import { requests } from '@/content/requests';
import { formatLongDate } from '@/lib/estimate/format';
import { quoteOf } from '@/lib/requests/quote';
import { renderQuote } from '@/lib/requests/render';
import { mumbaiDate } from '@/lib/time/mumbai';
import type { Plan } from '@/lib/trips/plan';

type QuoteSheetProps = {
  plan: Plan;
  brand: string;
  sent?: string;
};

export function QuoteSheet({ plan, brand, sent }: QuoteSheetProps) {
  const sheet = renderQuote(quoteOf(plan, ''), 'print');
  return (
    <div className="hidden print:block" data-quote-sheet>
      <div className="flex items-start justify-between gap-6 border-b pb-3">
        <p className="flex items-center gap-2 font-display text-xl font-semibold">
          <svg viewBox="0 0 32 32" aria-hidden className="size-7">
            <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeWidth="1.25" />
            <path d="M8 11h4.2L16 20.5 19.8 11H24l-6.3 13h-3.4L8 11Z" fill="currentColor" />
          </svg>
          {brand}
        </p>
        <p className="text-right text-sm">
          {sent ? (
            <>
              {requests.references.request} <strong className="font-mono">{sent}</strong>
              <br />
            </>
          ) : null}
          {requests.references.quote}{' '}
          <span className={sent ? 'font-mono' : 'font-mono font-bold'}>{sheet.reference}</span>
          <br />
          {formatLongDate(mumbaiDate())}
        </p>
      </div>
      <h2 className="mt-3 font-display text-lg">Itinerary</h2>
      <table className="mt-1 w-full text-sm">
        <tbody>
          {sheet.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="w-28 pr-3 text-left align-top font-medium">
                {row.label}
              </th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-sm">
        Your consultant: {company.phone.display} · {company.email}
      </p>
    </div>
  );
}

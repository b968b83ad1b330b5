import { requestStanding } from '@/content/request-standing';
import { sentStatusText } from '@/lib/account/sent-status';
import { DeskLine } from './desk-line';
import type { TrackedRecord } from './use-sent-requests';

const texts = requestStanding.deskRecords;

/** The listings and desk requests a Jet Owner or Operator sent, newest first, each with the desk's last answer. */
export function DeskRecordList({ records }: { records: readonly TrackedRecord[] }) {
  const sent = records.filter((record) => record.kind === 'listing' || record.kind === 'desk');
  if (sent.length === 0) return null;
  return (
    <section aria-labelledby="desk-records-heading" className="grid gap-4">
      <h2 id="desk-records-heading" className="text-2xl font-semibold">
        {texts.heading}
      </h2>
      <ul className="grid gap-3">
        {[...sent].reverse().map((record) => (
          <li
            key={record.reference}
            aria-label={`Request ${record.reference}`}
            className="grid gap-1 rounded-card border border-border bg-surface p-5"
          >
            <p className="font-medium text-foreground">
              {texts.kinds[record.kind as keyof typeof texts.kinds]} ·{' '}
              <span className="font-mono">{record.reference}</span>
              {record.registration ? ` · ${record.registration}` : null}
            </p>
            {record.desk === undefined ? null : <DeskLine desk={record.desk} />}
            <p className="text-sm text-muted-foreground">{sentStatusText(record)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { deskMessages as M } from '@/content/desk-messages';
import type { QueueRow } from './queue-page';
import { parsePayload, summaryOf } from './summary';

// A cell a spreadsheet would read as a formula starts with one of these: a leading ' keeps it text.
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvOf(rows: QueueRow[]): string {
  const lines = [M.csv.columns.map(csvCell).join(',')];
  for (const row of rows) {
    const summary = summaryOf(row.kind, parsePayload(row.payload));
    lines.push(
      [
        row.reference,
        row.kind,
        M.statuses[row.status],
        new Date(row.received_at).toISOString(),
        summary.route,
        summary.dates,
        summary.party,
        summary.estimate,
        summary.name,
        summary.phone,
        summary.email,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // Excel reads UTF-8 (the ₹ and → of a route) only with the byte-order mark.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

import { requestStanding } from '@/content/request-standing';
import { formatLongDate } from '@/lib/estimate/format';
import { fillMessage } from '@/lib/fill-message';
import { formatINR } from '@/lib/format';
import type { DeskAnswer } from '@/lib/requests/ledger';

export function deskStatusText(desk: DeskAnswer | null): { line: string; note?: string } {
  if (!desk || desk.status === 'received') return { line: requestStanding.received };
  if (desk.status === 'quoted')
    return {
      line: fillMessage(requestStanding.quoted, { amount: formatINR(desk.amountInr ?? 0) }),
      ...(desk.note ? { note: desk.note } : {}),
    };
  if (desk.status === 'confirmed') {
    const [date, time] = (desk.flightAt ?? 'T').split('T');
    return {
      line: fillMessage(requestStanding.confirmed, { date: date ? formatLongDate(date) : '–', time: time || '–' }),
    };
  }
  if (desk.status === 'declined')
    return { line: fillMessage(requestStanding.declined, { reason: desk.reason || '–' }) };
  return { line: requestStanding.closed };
}

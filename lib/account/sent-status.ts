import { requestStatus } from '@/content/request-status';
import { formatLongDate } from '@/lib/estimate/format';
import { fillMessage } from '@/lib/fill-message';
import { mumbaiDate } from '@/lib/time/mumbai';
import type { SentRequest } from './sent-requests';

export function sentStatusText(request: Pick<SentRequest, 'status' | 'reason' | 'sentAt'>): string {
  const date = formatLongDate(mumbaiDate(new Date(request.sentAt)));
  return fillMessage(requestStatus.sentStatus[request.status], { date, reason: request.reason ?? '–' });
}

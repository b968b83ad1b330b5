import { requestStatus } from '@/content/request-status';

export function reasonInWords(reason: string | undefined): string {
  if (!reason) return '–';
  return Object.hasOwn(requestStatus.reasons, reason)
    ? requestStatus.reasons[reason as keyof typeof requestStatus.reasons]
    : reason;
}

import { requestStatus } from '@/content/request-status';

/** Why an attempt failed, as a visitor reads it: the sender's own codes in words, anything else as it came. */
export function reasonInWords(reason: string | undefined): string {
  if (!reason) return '–';
  return Object.hasOwn(requestStatus.reasons, reason)
    ? requestStatus.reasons[reason as keyof typeof requestStatus.reasons]
    : reason;
}

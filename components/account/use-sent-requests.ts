'use client';

import { useSyncExternalStore } from 'react';
import { parseSent, SENT_KEY, subscribeSent, type SentRequest } from '@/lib/account/sent-requests';
import { normalizeEmail } from '@/lib/auth/email';

const NONE: SentRequest[] = [];
let last: { raw: string | null; value: SentRequest[] } = { raw: null, value: NONE };

/** Every account's records, read afresh only when the stored text changed (a stable snapshot). */
function snapshot(): SentRequest[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SENT_KEY);
  } catch {
    return NONE;
  }
  if (raw !== last.raw) last = { raw, value: parseSent(raw).value };
  return last.value;
}

/** The flights this account has asked the desk for, from this browser; none on the server. */
export function useSentRequests(email: string): SentRequest[] {
  const all = useSyncExternalStore(subscribeSent, snapshot, () => NONE);
  const owner = normalizeEmail(email);
  return all.filter((item) => item.owner === owner);
}

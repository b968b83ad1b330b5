'use client';

import { useMemo } from 'react';
import { useStore } from 'zustand';
import {
  isFlight,
  parseSent,
  SENT_KEY,
  subscribeSent,
  type FlightRecord,
  type SentRequest,
} from '@/lib/account/sent-requests';
import { normalizeEmail } from '@/lib/auth/email';
import { browserStore } from '@/lib/stores/browser-store';

// Every account's records on the small-store pattern (docs/small-stores.md): read when a component
// subscribes, re-read on this tab's writes and other tabs' `storage` events; none on the server.

const store = browserStore<{ all: SentRequest[] }>({ all: [] }, start);
let lastRaw: string | null = null;

function refresh() {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SENT_KEY);
  } catch {
    return;
  }
  // Parsed afresh only when the stored text changed: a stable list for React.
  if (raw === lastRaw) return;
  lastRaw = raw;
  store.setState({ all: parseSent(raw).value });
}

let listening = false;
function start() {
  if (!listening) {
    listening = true;
    subscribeSent(refresh);
  }
  refresh();
}

/** Everything this account has asked the desk for, from this browser (flights, desk actions, listings). */
export function useAccountRecords(email: string): SentRequest[] {
  const { all } = useStore(store);
  const owner = normalizeEmail(email);
  return useMemo(() => all.filter((item) => item.owner === owner), [all, owner]);
}

/** The flights this account has asked the desk for, from this browser. */
export function useSentRequests(email: string): FlightRecord[] {
  const records = useAccountRecords(email);
  return useMemo(() => records.filter(isFlight), [records]);
}

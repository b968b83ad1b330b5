'use client';

import { useEffect, useMemo } from 'react';
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
import { onUse } from '@/lib/on-use';
import { requestsEndpoint } from '@/lib/requests/endpoint';
import { ledgerEntries, subscribeLedger, type DeskAnswer, type LedgerEntry } from '@/lib/requests/ledger';
import { browserStore } from '@/lib/stores/browser-store';

// A record with, when the inbox can be asked about it, its ledger entry and the desk's last answer (null before one).
export type TrackedRecord<T extends SentRequest = SentRequest> = T & {
  tracked?: LedgerEntry;
  desk?: DeskAnswer | null;
};

const store = browserStore<{ all: SentRequest[]; tracked: LedgerEntry[] }>({ all: [], tracked: [] }, start);
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

// Only a build with an endpoint asks the desk: without one, nothing of it shows.
function refreshTracked() {
  store.setState({ tracked: requestsEndpoint() ? ledgerEntries().filter((entry) => entry.token) : [] });
}

let listening = false;
function start() {
  if (!listening) {
    listening = true;
    subscribeSent(refresh);
    subscribeLedger(refreshTracked);
  }
  refresh();
  refreshTracked();
}

const loadStanding = onUse(() => import('@/lib/requests/standing'));

export function useAccountRecords(email: string): TrackedRecord[] {
  const { all, tracked } = useStore(store);
  const owner = normalizeEmail(email);
  const mine = useMemo(() => tracked.filter((entry) => entry.owner === owner), [tracked, owner]);
  const asks = mine.length > 0;
  useEffect(() => {
    if (!asks) return;
    let undo: (() => void) | undefined;
    let gone = false;
    void loadStanding().then(({ followDesk }) => {
      if (!gone) undo = followDesk(owner);
    });
    return () => {
      gone = true;
      undo?.();
    };
  }, [asks, owner]);
  return useMemo(
    () =>
      all
        .filter((item) => item.owner === owner)
        .map((item) => {
          const entry = mine.find((candidate) => candidate.reference === item.reference);
          return entry ? { ...item, tracked: entry, desk: entry.desk ?? null } : item;
        }),
    [all, owner, mine],
  );
}

export function useSentRequests(email: string): TrackedRecord<FlightRecord>[] {
  const records = useAccountRecords(email);
  return useMemo(() => records.filter((item): item is TrackedRecord<FlightRecord> => isFlight(item)), [records]);
}

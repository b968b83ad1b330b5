'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { DeskLine } from '@/components/account/desk-line';
import { ledgerEntry, subscribeLedger } from '@/lib/requests/ledger';
import { followDesk } from '@/lib/requests/standing';

export function DeskStanding({ id }: { id: string }) {
  const entry = useSyncExternalStore(
    subscribeLedger,
    () => JSON.stringify(ledgerEntry(id) ?? null),
    () => 'null',
  );
  const parsed = JSON.parse(entry) as ReturnType<typeof ledgerEntry> | null;
  const owner = parsed?.token ? (parsed.owner ?? null) : undefined;
  useEffect(() => (owner === undefined ? undefined : followDesk(owner)), [owner]);
  return parsed?.token ? <DeskLine desk={parsed.desk ?? null} /> : null;
}

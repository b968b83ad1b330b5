'use client';

import { useSyncExternalStore } from 'react';
import type { SiteRequest } from '@/lib/requests/model';
import { RequestDialog } from './request-dialog';

let waiting: SiteRequest[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => waiting;

function set(next: SiteRequest[]) {
  waiting = next;
  for (const listener of listeners) listener();
}

export function HandedBack() {
  const [first] = useSyncExternalStore(subscribe, current, current);
  if (!first) return null;
  return (
    <RequestDialog
      key={first.id}
      request={first}
      delivery={{ state: 'returned' }}
      onClose={() => set(waiting.filter((request) => request.id !== first.id))}
    />
  );
}

// Offers each request to the visitor to send by WhatsApp or e-mail: this browser no longer keeps it.
export function showHandedBack(requests: readonly SiteRequest[]) {
  set([...waiting, ...requests.filter((request) => !waiting.some((item) => item.id === request.id))]);
}

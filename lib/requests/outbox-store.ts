import { useMemo } from 'react';
import { useStore } from 'zustand';
import { browserStore } from '@/lib/stores/browser-store';
import { subscribeOutbox } from './outbox';
import { OUTBOX_KEY, parseOutbox, readOutbox, type OutboxEntry } from './outbox-storage';

type OutboxView = { entries: OutboxEntry[]; setAside: boolean };

const store = browserStore<OutboxView>({ entries: [], setAside: false }, start);

function storedText(): string | null {
  try {
    return window.localStorage.getItem(OUTBOX_KEY);
  } catch {
    return null;
  }
}

function refresh() {
  const { value } = readOutbox();
  store.setState({ entries: value, setAside: !parseOutbox(storedText()).intact });
}

let listening = false;
function start() {
  if (!listening) {
    listening = true;
    subscribeOutbox(refresh);
  }
  refresh();
}

export function useOutbox(account: string | null): OutboxView {
  const { entries, setAside } = useStore(store);
  const mine = useMemo(() => entries.filter((entry) => entry.account === account), [entries, account]);
  return { entries: mine, setAside };
}

import { useMemo } from 'react';
import { useStore } from 'zustand';
import { browserStore } from '@/lib/stores/browser-store';
import { subscribeOutbox } from './outbox';
import { OUTBOX_KEY, parseOutbox, readOutbox, type OutboxEntry } from './outbox-storage';

// The outbox as pages show it, on the small-store pattern (docs/small-stores.md): read when a
// component subscribes, re-read on this tab's writes and other tabs' `storage` events.

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
  // Validated entry by entry; whatever did not read is backed up (by this read or an earlier one)
  // and left out, and said so for as long as storage still holds it.
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

/** The waiting requests of one account (its normalised e-mail) or of a signed-out visitor (null), and whether any stored entry was set aside. */
export function useOutbox(account: string | null): OutboxView {
  const { entries, setAside } = useStore(store);
  const mine = useMemo(() => entries.filter((entry) => entry.account === account), [entries, account]);
  return { entries: mine, setAside };
}

import { useMemo } from 'react';
import { useStore } from 'zustand';
import { browserStore } from '@/lib/stores/browser-store';
import { subscribeOutbox } from './outbox';
import { readOutbox, type OutboxEntry } from './outbox-storage';

// The outbox as pages show it, on the small-store pattern (docs/small-stores.md): read when a
// component subscribes, re-read on this tab's writes and other tabs' `storage` events.

type OutboxView = { entries: OutboxEntry[]; setAside: boolean };

const store = browserStore<OutboxView>({ entries: [], setAside: false }, start);

function refresh() {
  const read = readOutbox();
  // An entry that did not read was backed up and left out; the notice stays for this visit.
  store.setState({ entries: read.value, setAside: store.getState().setAside || read.backedUp });
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

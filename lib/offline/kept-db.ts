import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SiteRequest } from '@/lib/requests/model';

// The outbox as the service worker can read it (a worker has no localStorage): the page mirrors
// its waiting requests here, and the worker records what the endpoint answered (docs/offline.md).

/**
 * A waiting request: what the page would POST, and until when someone is sending it. `url` is the
 * mirroring page's endpoint, read only by workers of earlier builds: a worker sends to its own.
 */
export type KeptRequest = { id: string; request: SiteRequest; url: string; sendingUntil: number };
/** The endpoint's final answer to a request the worker sent, for the page to take into its outbox. */
// `token`: the inbox's status token from its 201, for the page to keep in its ledger.
export type KeptResult = { id: string; status: 'delivered' | 'rejected'; reason: string; at: number; token?: string };

interface KeptSchema extends DBSchema {
  requests: { key: string; value: KeptRequest };
  results: { key: string; value: KeptResult };
}

/** The kill switch (sw/kill-switch.js) deletes it by this name. */
const KEPT_DB_NAME = 'vayu-outbox';
let opened: Promise<IDBPDatabase<KeptSchema>> | undefined;

export function keptDb(): Promise<IDBPDatabase<KeptSchema>> {
  opened ??= openDB<KeptSchema>(KEPT_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('requests', { keyPath: 'id' });
      db.createObjectStore('results', { keyPath: 'id' });
    },
    // The kill switch is deleting it: let go at once rather than hold the deletion up.
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
      opened = undefined;
    },
    terminated() {
      opened = undefined;
    },
  });
  return opened;
}

/** The store the worker delivers from; an interface so the delivery logic is tested without IndexedDB. */
export type KeptStore = {
  requests(): Promise<KeptRequest[]>;
  settledIds(): Promise<Set<string>>;
  put(request: KeptRequest): Promise<void>;
  /** Records the answer and drops the request, in one transaction. */
  settle(result: KeptResult): Promise<void>;
};

export const keptStore: KeptStore = {
  requests: async () => (await keptDb()).getAll('requests'),
  settledIds: async () => new Set(await (await keptDb()).getAllKeys('results')),
  put: async (request) => void (await (await keptDb()).put('requests', request)),
  async settle(result) {
    const tx = (await keptDb()).transaction(['requests', 'results'], 'readwrite');
    await Promise.all([tx.objectStore('results').put(result), tx.objectStore('requests').delete(result.id), tx.done]);
  },
};

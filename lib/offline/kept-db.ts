import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SiteRequest } from '@/lib/requests/model';

// A waiting request: what the page would POST, and until when someone is sending it.
export type KeptRequest = { id: string; request: SiteRequest; url: string; sendingUntil: number };
export type KeptResult = { id: string; status: 'delivered' | 'rejected'; reason: string; at: number; token?: string };

interface KeptSchema extends DBSchema {
  requests: { key: string; value: KeptRequest };
  results: { key: string; value: KeptResult };
}

const KEPT_DB_NAME = 'vayu-outbox';
let opened: Promise<IDBPDatabase<KeptSchema>> | undefined;

export function keptDb(): Promise<IDBPDatabase<KeptSchema>> {
  opened ??= openDB<KeptSchema>(KEPT_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('requests', { keyPath: 'id' });
      db.createObjectStore('results', { keyPath: 'id' });
    },
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

// The store the worker delivers from; an interface so the delivery logic is tested without IndexedDB.
export type KeptStore = {
  requests(): Promise<KeptRequest[]>;
  settledIds(): Promise<Set<string>>;
  put(request: KeptRequest): Promise<void>;
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

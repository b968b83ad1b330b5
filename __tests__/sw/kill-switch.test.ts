/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const KEPT_DB_NAME = 'vayu-outbox';

// The kill switch runs as the worker's update: deletes every cache and database the worker made,
// then unregisters. Run here against a fake worker scope.
const SOURCE = readFileSync(path.join(process.cwd(), 'sw/kill-switch.js'), 'utf8');
const serwistSource = readFileSync(path.join(process.cwd(), 'node_modules/serwist/dist/index.mjs'), 'utf8');
const SERWIST_EXPIRATION_DB = /const DB_NAME = "([^"]+)"/.exec(serwistSource)?.[1];

type Options = { listed?: string[] | null; blocked?: string[] };

function scope({ listed = [], blocked = [] }: Options = {}) {
  const events: string[] = [];
  const handlers = new Map<string, (event: unknown) => void>();
  const stored = new Set([
    'vayu-pages-abc',
    'vayu-photos',
    'vayu-next-static',
    'serwist-precache-v2-https://vayujets.example/',
  ]);
  const databases = new Set([KEPT_DB_NAME, 'serwist-expiration', ...(listed ?? [])]);
  const indexedDB = {
    deleteDatabase(name: string) {
      const request: { onsuccess?: () => void; onerror?: () => void } = {};
      setTimeout(() => {
        if (blocked.includes(name)) return;
        databases.delete(name);
        events.push(`db:${name}`);
        request.onsuccess?.();
      }, 1);
      return request;
    },
    ...(listed === null ? {} : { databases: async () => [...databases].map((name) => ({ name, version: 1 })) }),
  };
  const caches = {
    keys: async () => [...stored],
    delete: async (key: string) => {
      events.push(`cache:${key}`);
      return stored.delete(key);
    },
  };
  const self = {
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    skipWaiting: jest.fn(),
    registration: { unregister: jest.fn(async () => void events.push('unregistered')) },
  };
  vm.runInNewContext(SOURCE, { self, caches, indexedDB, setTimeout, Promise, Set });
  const activate = async () => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get('activate')?.({ waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { self, handlers, stored, databases, events, activate };
}

describe('the kill switch', () => {
  it('takes over at once', () => {
    const worker = scope();
    worker.handlers.get('install')?.({});
    expect(worker.self.skipWaiting).toHaveBeenCalled();
  });

  it('deletes every cache the worker wrote, the precache Serwist names itself included, then unregisters', async () => {
    const worker = scope();
    await worker.activate();
    expect(worker.stored.size).toBe(0);
    expect(worker.events).toContain('cache:serwist-precache-v2-https://vayujets.example/');
    expect(worker.events.at(-1)).toBe('unregistered');
  });

  it('deletes the worker’s databases: the outbox’s mirror and Serwist’s expiration records', async () => {
    expect(SERWIST_EXPIRATION_DB).toBe('serwist-expiration');
    for (const listed of [[], null]) {
      const worker = scope({ listed });
      await worker.activate();
      expect(worker.databases.size).toBe(0);
      expect(worker.events.indexOf('unregistered')).toBeGreaterThan(worker.events.indexOf(`db:${KEPT_DB_NAME}`));
    }
  });

  it('deletes any other database of the worker’s the browser lists, and no one else’s', async () => {
    const worker = scope({ listed: ['vayu-later', 'serwist-background-sync', 'someone-else'] });
    await worker.activate();
    expect([...worker.databases]).toEqual(['someone-else']);
  });

  it('unregisters all the same when a page holds a database open', async () => {
    jest.useFakeTimers();
    try {
      const worker = scope({ blocked: [KEPT_DB_NAME] });
      const done = worker.activate();
      await jest.advanceTimersByTimeAsync(5_000);
      await done;
      expect(worker.self.registration.unregister).toHaveBeenCalled();
      expect(worker.stored.size).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

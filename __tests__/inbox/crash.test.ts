/** @jest-environment node */
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  eachEngine,
  freePort,
  freshDatabase,
  post,
  sitePayload,
  spawnInbox,
  withNewId,
  type Engine,
} from '@/__tests__/support/inbox';

jest.setTimeout(90_000);

const TOTAL = 1000;
const CONCURRENCY = 16;
// Every so many answers the inbox is frozen (SIGSTOP) and the database read: a 2xx the client holds must be there already.
const PROBE_EVERY = 40;
const KILL_AT = [320, 680];
const SETTLE_MS = 100;

async function readStored(engine: Engine, databaseUrl: string): Promise<string[]> {
  if (engine === 'sqlite') {
    const database = new Database(databaseUrl.slice('file:'.length), { readonly: true });
    const ids = database.prepare('select id from requests').pluck().all() as string[];
    database.close();
    return ids;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>('select id from requests');
  await client.end();
  return rows.map((row) => row.id);
}

eachEngine('killed mid-load', (engine) => {
  it('never answers 2xx before the request is stored, keeps every one through two SIGKILLs, none twice, and the rest land once when re-posted', async () => {
    const databaseUrl = await freshDatabase(engine);
    const port = await freePort();
    const env = { INBOX_DATABASE_URL: databaseUrl, INBOX_PORT: String(port) };
    let inbox = await spawnInbox(env);
    const base = sitePayload();
    const payloads = Array.from({ length: TOTAL }, () => withNewId(base));
    const answered = new Map<string, number>();
    const acknowledged = () =>
      payloads.filter((payload) => {
        const status = answered.get(payload.id) ?? 0;
        return status >= 200 && status < 300;
      });
    const unstored: string[] = [];
    const probes: string[] = [];
    let settled = 0;
    let probing: Promise<void> = Promise.resolve();

    // Frozen, the inbox writes nothing more: what has reached the client by now was sent before the freeze.
    async function probe(kill: boolean) {
      const frozen = inbox;
      frozen.child.kill('SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const held = acknowledged();
      const stored = new Set(await readStored(engine, databaseUrl));
      unstored.push(...held.filter((payload) => !stored.has(payload.id)).map((payload) => payload.id));
      probes.push(kill ? 'kill' : 'freeze');
      if (!kill) {
        frozen.child.kill('SIGCONT');
        return;
      }
      await frozen.kill('SIGKILL');
      inbox = await spawnInbox(env);
    }

    async function send(index: number) {
      const payload = payloads[index];
      try {
        answered.set(payload.id, (await post(inbox.url, payload)).status);
      } catch {
        answered.set(payload.id, 0);
      }
      settled += 1;
      if (settled % PROBE_EVERY === 0 || KILL_AT.includes(settled)) {
        const kill = KILL_AT.includes(settled);
        probing = probing.then(() => probe(kill));
      }
    }

    try {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < TOTAL) {
            const index = next;
            next += 1;
            await send(index);
            // While the inbox is down, a sender waits for it instead of spinning through refused connections.
            if (answered.get(payloads[index].id) === 0) await probing;
          }
        }),
      );
      await probing;
      expect(probes.filter((kind) => kind === 'kill')).toHaveLength(KILL_AT.length);
      expect(probes.length).toBeGreaterThan(20);
      expect([...new Set(unstored)]).toEqual([]);

      const stored = await readStored(engine, databaseUrl);
      const storedSet = new Set(stored);
      const lost = payloads.filter((payload) => !acknowledged().includes(payload));
      // The kills must have cut some posts short, or this proves nothing.
      expect(lost.length).toBeGreaterThan(0);
      expect(new Set(stored).size).toBe(stored.length);
      expect(acknowledged().filter((payload) => !storedSet.has(payload.id))).toEqual([]);

      for (const payload of lost) expect((await post(inbox.url, payload)).status).toBe(201);
      const after = await readStored(engine, databaseUrl);
      expect(after).toHaveLength(TOTAL);
      expect(new Set(after)).toEqual(new Set(payloads.map((payload) => payload.id)));
    } finally {
      // A failed check must not leave the inbox running (frozen, it would not hear a SIGTERM).
      await inbox.kill('SIGKILL');
    }
  });
});

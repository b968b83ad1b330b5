/** @jest-environment node */
import Database from 'better-sqlite3';
import { freePort, freshDatabase, post, sitePayload, spawnInbox, withNewId } from '@/__tests__/support/inbox';

jest.setTimeout(90_000);

const TOTAL = 1000;
const KILL_AT = [300, 650];
const CONCURRENCY = 16;

it('keeps every request it answered 2xx through two SIGKILLs, none twice, and the rest land once when re-posted', async () => {
  const databaseUrl = await freshDatabase('sqlite');
  const port = await freePort();
  const env = { INBOX_DATABASE_URL: databaseUrl, INBOX_PORT: String(port) };
  let inbox = await spawnInbox(env);
  const base = sitePayload();
  const payloads = Array.from({ length: TOTAL }, () => withNewId(base));
  const answered = new Map<string, number>();
  let settled = 0;
  let restarting: Promise<void> = Promise.resolve();
  const restarts: number[] = [];

  async function send(index: number) {
    const payload = payloads[index];
    try {
      answered.set(payload.id, (await post(inbox.url, payload)).status);
    } catch {
      answered.set(payload.id, 0);
    }
    settled += 1;
    if (KILL_AT.includes(settled)) {
      restarts.push(settled);
      const killed = inbox;
      restarting = (async () => {
        await killed.kill('SIGKILL');
        inbox = await spawnInbox(env);
      })();
    }
  }

  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        const index = next;
        next += 1;
        await send(index);
        // While the inbox is down, a sender backs off instead of spinning through refused connections.
        if (answered.get(payloads[index].id) === 0) await restarting;
      }
    }),
  );
  await restarting;
  expect(restarts).toEqual(KILL_AT);

  const file = databaseUrl.slice('file:'.length);
  const readStored = () => {
    const database = new Database(file, { readonly: true });
    const ids = database.prepare('select id from requests').pluck().all() as string[];
    database.close();
    return ids;
  };
  const stored = readStored();
  const acknowledged = payloads.filter(
    (payload) => (answered.get(payload.id) ?? 0) >= 200 && (answered.get(payload.id) ?? 0) < 300,
  );
  const lost = payloads.filter((payload) => !acknowledged.includes(payload));
  // The kills must have cut some posts short, or this proves nothing.
  expect(lost.length).toBeGreaterThan(0);
  expect(new Set(stored).size).toBe(stored.length);
  const storedSet = new Set(stored);
  expect(acknowledged.filter((payload) => !storedSet.has(payload.id))).toEqual([]);

  for (const payload of lost) expect((await post(inbox.url, payload)).status).toBe(201);
  const after = readStored();
  expect(after).toHaveLength(TOTAL);
  expect(new Set(after)).toEqual(new Set(payloads.map((payload) => payload.id)));
  await inbox.kill('SIGTERM');
});

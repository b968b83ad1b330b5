/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import {
  captureLog,
  eachEngine,
  freePort,
  freshDatabase,
  PG_URL,
  post,
  sitePayload,
  spawnInbox,
  startTestInbox,
} from '@/__tests__/support/inbox';
import { redactClosed } from '@/inbox/retention';

jest.setTimeout(60_000);
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const cli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'inbox/cli.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } });

(PG_URL ? describe : describe.skip)('two inbox processes on one PostgreSQL', () => {
  it('take the same keys at once and keep one row each', async () => {
    const databaseUrl = await freshDatabase('postgres');
    const [a, b] = await Promise.all(
      [await freePort(), await freePort()].map((port) =>
        spawnInbox({ INBOX_DATABASE_URL: databaseUrl, INBOX_PORT: String(port) }),
      ),
    );
    try {
      const payloads = Array.from({ length: 20 }, () => sitePayload());
      const answers = await Promise.all(
        payloads.flatMap((payload) => [a, b, a, b].map((inbox) => post(inbox.url, payload))),
      );
      for (const answer of answers) expect([201, 409]).toContain(answer.status);
      const fresh = answers.filter((answer) => answer.status === 201 && !answer.headers.get('idempotent-replayed'));
      expect(fresh).toHaveLength(payloads.length);
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query('select id, count(*)::int as n from requests group by id');
      await client.end();
      expect(rows).toHaveLength(payloads.length);
      expect(rows.every((row: { n: number }) => row.n === 1)).toBe(true);
    } finally {
      await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
    }
  });
});

describe('stopping on SIGTERM', () => {
  it('answers the requests it began, keeps every one it answered 2xx, and exits cleanly', async () => {
    const databaseUrl = await freshDatabase('sqlite');
    const inbox = await spawnInbox({ INBOX_DATABASE_URL: databaseUrl, INBOX_PORT: String(await freePort()) });
    const payloads = Array.from({ length: 60 }, () => sitePayload());
    const sending = payloads.map((payload) => post(inbox.url, payload).catch(() => null));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const code = await inbox.kill('SIGTERM');
    const answers = await Promise.all(sending);
    expect(code).toBe(0);
    expect(answers.filter((answer) => answer?.status === 201).length).toBeGreaterThan(0);
    const database = new Database(databaseUrl.slice('file:'.length), { readonly: true });
    const stored = new Set(database.prepare('select id from requests').pluck().all() as string[]);
    database.close();
    payloads.forEach((payload, index) => {
      if (answers[index]?.status === 201) expect(stored.has(payload.id)).toBe(true);
    });
    expect(inbox.output.join('')).toContain('"event":"inbox stopped"');
  });
});

describe('the command line', () => {
  it('adds a desk user with an Argon2id hash, and backs up the SQLite database while it serves', async () => {
    const databaseUrl = await freshDatabase('sqlite');
    const env = { INBOX_DATABASE_URL: databaseUrl };
    const added = await cli(['add-user', 'desk@example.com'], { ...env, INBOX_PASSWORD: 'correct horse battery' });
    expect(added.stdout).toBe('Desk user added: desk@example.com\n');
    const inbox = await spawnInbox({ ...env, INBOX_PORT: String(await freePort()) });
    try {
      const payload = sitePayload();
      expect((await post(inbox.url, payload)).status).toBe(201);
      const target = path.join(path.dirname(databaseUrl.slice('file:'.length)), 'backup', 'copy.sqlite');
      const backedUp = await cli(['backup', target], env);
      expect(backedUp.stdout).toContain(`to ${target}`);
      const copy = new Database(target, { readonly: true });
      expect(copy.prepare('select id from requests').pluck().all()).toEqual([payload.id]);
      const user = copy.prepare('select email, password_hash from desk_users').get() as Record<string, string>;
      copy.close();
      expect(user.email).toBe('desk@example.com');
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(user.password_hash).not.toContain('correct horse');
      fs.rmSync(target);
    } finally {
      await inbox.kill('SIGTERM');
    }
  });

  it('refuses a short password and says how to back up PostgreSQL', async () => {
    await expect(
      cli(['add-user', 'desk@example.com'], {
        INBOX_PASSWORD: 'short',
        INBOX_DATABASE_URL: await freshDatabase('sqlite'),
      }),
    ).rejects.toMatchObject({
      stderr: 'A desk password has at least 8 characters.\n',
    });
    await expect(
      cli(['backup', 'x.dump'], { INBOX_DATABASE_URL: 'postgres://u@127.0.0.1:1/db' }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("pg_dump --format=custom --file 'x.dump'"),
    });
  });
});

eachEngine('personal data', (engine) => {
  it('is removed from requests closed longer ago than the retention, and never written to the log', async () => {
    const log = captureLog();
    const inbox = await startTestInbox(await freshDatabase(engine), {}, { log });
    try {
      const [old, recent, open] = [sitePayload('contact'), sitePayload('contact'), sitePayload('contact')];
      for (const payload of [old, recent, open]) expect((await post(inbox.url, payload)).status).toBe(201);
      const now = Date.now();
      const day = 86_400_000;
      await inbox.store.db
        .updateTable('requests')
        .set({ status: 'closed', closed_at: now - 366 * day })
        .where('id', '=', old.id)
        .execute();
      await inbox.store.db
        .updateTable('requests')
        .set({ status: 'closed', closed_at: now - 10 * day })
        .where('id', '=', recent.id)
        .execute();
      expect(await redactClosed(inbox.store, 365, now, log)).toBe(1);
      const payloadOf = async (id: string) =>
        JSON.parse(
          (await inbox.store.db.selectFrom('requests').select('payload').where('id', '=', id).executeTakeFirstOrThrow())
            .payload,
        );
      expect(await payloadOf(old.id)).toEqual({ ...old, message: '', fields: [], notes: [], contact: null });
      expect(await payloadOf(recent.id)).toEqual(recent);
      expect(await payloadOf(open.id)).toEqual(open);
      const logged = log.lines.join('\n');
      expect(logged).toContain(old.reference);
      for (const secret of ['Priya', 'priya@example.com', 'Goa on Friday']) expect(logged).not.toContain(secret);
    } finally {
      await inbox.stop();
    }
  });
});

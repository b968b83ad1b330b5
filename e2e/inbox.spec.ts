import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { expect, test } from './fixtures';
import { isoInDays } from './helpers/dates';
import { answerCallBack, REFERENCE } from './helpers/request-dialog';

// `npm start` as a newcomer runs it: the site pointed at the inbox beside it, a real SQLite file and
// a local SMTP server standing in for the desk's mailbox.

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const mails: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, done) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
    stream.on('end', () => {
      mails.push(raw);
      done();
    });
  },
});

let dir = '';
let site = '';
let inbox = '';
let started: ChildProcess | undefined;

const rows = (id?: string) => {
  const db = new Database(path.join(dir, 'inbox.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const query = 'select id, kind, reference from requests' + (id ? ' where id = ?' : '');
    return db.prepare(query).all(...(id ? [id] : [])) as { id: string; kind: string; reference: string }[];
  } finally {
    db.close();
  }
};
const mailsFor = (reference: string) => mails.filter((raw) => raw.includes(reference));

async function bookFromBook(page: Page) {
  await page.goto(`${site}/book/`);
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Departure city', exact: true }).fill('Mumbai');
  await main.getByRole('combobox', { name: 'Arrival city', exact: true }).fill('Goa');
  await main.getByRole('textbox', { name: 'Departure date', exact: true }).fill(isoInDays(9));
  await main.getByRole('textbox', { name: 'Departure time', exact: true }).fill('10:00');
  await main.getByRole('button', { name: 'Get Instant Quote' }).click();
  await main.getByRole('button', { name: 'Submit Booking Request' }).click();
  await answerCallBack(page);
  const sent = page.getByRole('dialog', { name: 'Booking Request Sent!' });
  await expect(sent).toBeVisible({ timeout: 30_000 });
  return (await sent.innerText()).match(REFERENCE)![0];
}

test.describe('npm start: the site and its inbox', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  // A dropped connection is logged by Chromium as a console error: that is the test.
  test.use({ failOnConsoleErrors: false });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = mkdtempSync(path.join(tmpdir(), 'vayu-start-'));
    const [port, inboxPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${port}`;
    inbox = `http://127.0.0.1:${inboxPort}`;
    started = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        INBOX_PORT: String(inboxPort),
        INBOX_DATABASE_URL: `file:${path.join(dir, 'inbox.sqlite')}`,
        INBOX_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        START_DIR: path.join(dir, 'site'),
      },
    });
    let printed = '';
    started.stdout!.on('data', (chunk) => (printed += chunk));
    await expect.poll(() => printed, { timeout: 90_000 }).toContain(`Inbox: ${inbox}/`);
    await expect
      .poll(async () => (await fetch(`${inbox}/healthz`).catch(() => null))?.status, { timeout: 20_000 })
      .toBe(200);
    await expect.poll(async () => (await fetch(`${site}/book/`).catch(() => null))?.status).toBe(200);
  });

  test.afterAll(async () => {
    if (started && started.exitCode === null) {
      started.kill('SIGTERM');
      await once(started, 'exit');
    }
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  test('a booking on /book is Received, stored once in the inbox and mailed to the desk', async ({ page }) => {
    const reference = await bookFromBook(page);
    const stored = rows().filter((row) => row.reference === reference);
    expect(stored).toEqual([expect.objectContaining({ kind: 'booking', reference })]);
    await expect.poll(() => mailsFor(reference).length, { timeout: 20_000 }).toBe(1);
    expect(mailsFor(reference)[0]).toContain(`Subject: Vayu Jets booking request ${reference}`);
  });

  test("with the connection dropped after the inbox took it, the site's retry lands once", async ({ page }) => {
    let dropped = 0;
    let id = '';
    await page.route(`${inbox}/requests`, async (route) => {
      if (route.request().method() !== 'POST' || dropped > 0) return route.continue();
      dropped += 1;
      id = route.request().headers()['idempotency-key'];
      // The inbox stores it and answers; the answer never reaches the page.
      expect((await route.fetch()).status()).toBe(201);
      await route.abort('connectionreset');
    });
    const reference = await bookFromBook(page);
    expect(dropped).toBe(1);
    expect(rows(id)).toEqual([expect.objectContaining({ id, reference })]);
    await expect.poll(() => mailsFor(reference).length, { timeout: 20_000 }).toBe(1);
    // The back-off is over; nothing further is mailed.
    await page.waitForTimeout(2_000);
    expect(mailsFor(reference)).toHaveLength(1);
  });
});

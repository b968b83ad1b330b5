import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { expect, test } from './fixtures';
import { bookFromBook, freePort, startSiteAndInbox, type SiteAndInbox } from './helpers/site-and-inbox';

// `npm start` as a newcomer runs it: the site pointed at the inbox beside it, a real SQLite file and
// a local SMTP server standing in for the desk's mailbox.

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

let started: SiteAndInbox;

const rows = (id?: string) => {
  const db = new Database(started.database, { readonly: true, fileMustExist: true });
  try {
    const query = 'select id, kind, reference from requests' + (id ? ' where id = ?' : '');
    return db.prepare(query).all(...(id ? [id] : [])) as { id: string; kind: string; reference: string }[];
  } finally {
    db.close();
  }
};
const mailsFor = (reference: string) => mails.filter((raw) => raw.includes(reference));

test.describe('npm start: the site and its inbox', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  // A dropped connection is logged by Chromium as a console error: that is the test.
  test.use({ failOnConsoleErrors: false });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    started = await startSiteAndInbox({ env: { INBOX_SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  });

  test.afterAll(async () => {
    await started?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test('a booking on /book is Received, stored once in the inbox and mailed to the desk', async ({ page }) => {
    const reference = await bookFromBook(page, started.site);
    const stored = rows().filter((row) => row.reference === reference);
    expect(stored).toEqual([expect.objectContaining({ kind: 'booking', reference })]);
    await expect.poll(() => mailsFor(reference).length, { timeout: 20_000 }).toBe(1);
    expect(mailsFor(reference)[0]).toContain(`Subject: Vayu Jets booking request ${reference}`);
  });

  test("with the connection dropped after the inbox took it, the site's retry lands once", async ({ page }) => {
    let dropped = 0;
    let id = '';
    await page.route(`${started.inbox}/requests`, async (route) => {
      if (route.request().method() !== 'POST' || dropped > 0) return route.continue();
      dropped += 1;
      id = route.request().headers()['idempotency-key'];
      // The inbox stores it and answers; the answer never reaches the page.
      expect((await route.fetch()).status()).toBe(201);
      await route.abort('connectionreset');
    });
    const reference = await bookFromBook(page, started.site);
    expect(dropped).toBe(1);
    expect(rows(id)).toEqual([expect.objectContaining({ id, reference })]);
    await expect.poll(() => mailsFor(reference).length, { timeout: 20_000 }).toBe(1);
    // The back-off is over; nothing further is mailed.
    await page.waitForTimeout(2_000);
    expect(mailsFor(reference)).toHaveLength(1);
  });
});

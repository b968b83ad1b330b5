/** @jest-environment node */
import { SMTPServer } from 'smtp-server';
import {
  eachEngine,
  freePort,
  freshDatabase,
  post,
  sitePayload,
  spawnInbox,
  startTestInbox,
} from '@/__tests__/support/inbox';
import desk from '@/content/data/company.json';
import type { startInbox } from '@/inbox/server';

type RunningInbox = Awaited<ReturnType<typeof startInbox>>;

jest.setTimeout(30_000);

type Mail = { to: string[]; raw: string };

// Quoted-printable, as nodemailer writes a body that is not plain ASCII.
const decoded = (raw: string) => {
  const [, body = ''] =
    raw.split(/\r?\n\r?\n/, 2).length > 1
      ? [raw.slice(0, raw.search(/\r?\n\r?\n/)), raw.slice(raw.search(/\r?\n\r?\n/)).trim()]
      : [raw, ''];
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
};

/** `accepted` runs once a mail is whole, just before the server answers that it took it. */
function smtpServer(accepted: (mail: Mail) => Promise<void> = async () => {}) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        };
        mails.push(mail);
        void accepted(mail).then(() => callback());
      });
    },
  });
  return {
    mails,
    listen: (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mailsOf = (smtp: { mails: Mail[] }, id: string) =>
  smtp.mails.filter((mail) => mail.raw.includes(`<${id}@inbox.vayujets>`));
const FAST = { delivery: { pollMs: 100, baseDelayMs: 200, maxDelayMs: 400 } };
const messageIdOf = (mail: Mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1];

eachEngine('the desk hears of each request by e-mail', (engine) => {
  it('mails a stored request once, its subject and message as sent, to the company address', async () => {
    const smtp = smtpServer();
    const port = await freePort();
    await smtp.listen(port);
    const inbox = await startTestInbox(
      await freshDatabase(engine),
      { INBOX_SMTP_URL: `smtp://127.0.0.1:${port}` },
      FAST,
    );
    try {
      const payload = sitePayload();
      expect((await post(inbox.url, payload)).status).toBe(201);
      await until(() => mailsOf(smtp, payload.id).length > 0);
      await pause(600);
      const [mail, ...more] = mailsOf(smtp, payload.id);
      expect(more).toHaveLength(0);
      expect(mail.to).toEqual([desk.email]);
      expect(mail.raw).toContain(`Subject: ${payload.subject}\r\n`);
      expect(decoded(mail.raw)).toBe(payload.message);
      const row = await inbox.store.db
        .selectFrom('deliveries')
        .selectAll()
        .where('request_id', '=', payload.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    } finally {
      await inbox.stop();
      await smtp.close();
    }
  });

  it('keeps the mail while the SMTP server is down and sends it once, never twice, when it returns', async () => {
    const port = await freePort();
    const inbox = await startTestInbox(
      await freshDatabase(engine),
      { INBOX_SMTP_URL: `smtp://127.0.0.1:${port}` },
      FAST,
    );
    const smtp = smtpServer();
    try {
      const payload = sitePayload();
      expect((await post(inbox.url, payload)).status).toBe(201);
      const queued = () =>
        inbox.store.db
          .selectFrom('deliveries')
          .selectAll()
          .where('request_id', '=', payload.id)
          .executeTakeFirstOrThrow();
      await pause(900);
      expect(await queued()).toMatchObject({ state: 'queued', last_error: 'ESOCKET' });
      expect((await queued()).attempts).toBeGreaterThanOrEqual(2);
      await smtp.listen(port);
      await until(() => mailsOf(smtp, payload.id).length > 0);
      await pause(1000);
      expect(mailsOf(smtp, payload.id)).toHaveLength(1);
      expect(await queued()).toMatchObject({ state: 'sent' });
    } finally {
      await inbox.stop();
      await smtp.close();
    }
  });

  it('mails each request once when two inboxes share the database', async () => {
    const smtp = smtpServer();
    const port = await freePort();
    await smtp.listen(port);
    const databaseUrl = await freshDatabase(engine);
    const env = { INBOX_SMTP_URL: `smtp://127.0.0.1:${port}` };
    const inboxes: RunningInbox[] = [
      await startTestInbox(databaseUrl, env, FAST),
      await startTestInbox(databaseUrl, env, FAST),
    ];
    try {
      const payloads = Array.from({ length: 30 }, () => sitePayload('contact'));
      await Promise.all(payloads.map((payload, index) => post(inboxes[index % 2].url, payload)));
      await until(() => payloads.every((payload) => mailsOf(smtp, payload.id).length > 0));
      await pause(600);
      expect(payloads.map((payload) => mailsOf(smtp, payload.id).length)).toEqual(payloads.map(() => 1));
    } finally {
      await Promise.all(inboxes.map((inbox) => inbox.stop()));
      await smtp.close();
    }
  });

  it('sends a mail killed between the server’s acceptance and its mark again with the same Message-ID', async () => {
    const port = await freePort();
    const env = {
      INBOX_DATABASE_URL: await freshDatabase(engine),
      INBOX_PORT: String(await freePort()),
      INBOX_SMTP_URL: `smtp://127.0.0.1:${port}`,
      INBOX_TEST_DELIVERY: JSON.stringify({ ...FAST.delivery, leaseMs: 1000 }),
    };
    const entry = ['__tests__/support/inbox-process.ts'];
    let inbox = await spawnInbox(env, entry);
    let first = true;
    // The first mail is taken while the inbox is frozen: it hears the 250 only as it dies, before it can mark it sent.
    const smtp = smtpServer(async () => {
      if (!first) return;
      first = false;
      inbox.child.kill('SIGSTOP');
    });
    await smtp.listen(port);
    try {
      const payload = sitePayload();
      expect((await post(inbox.url, payload)).status).toBe(201);
      await until(() => smtp.mails.length === 1);
      await pause(200);
      await inbox.kill('SIGKILL');
      inbox = await spawnInbox(env, entry);
      await until(() => smtp.mails.length === 2);
      await pause(600);
      const { mails } = smtp;
      expect(mails).toHaveLength(2);
      expect(mails.map(messageIdOf)).toEqual([`<${payload.id}@inbox.vayujets>`, `<${payload.id}@inbox.vayujets>`]);
      expect(mails[1].raw).toContain(`Subject: ${payload.subject}\r\n`);
    } finally {
      inbox.child.kill('SIGCONT');
      await inbox.kill('SIGTERM');
      await smtp.close();
    }
  });
});

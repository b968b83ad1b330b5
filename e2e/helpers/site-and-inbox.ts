import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { isoInDays } from './dates';
import { answerCallBack, REFERENCE } from './request-dialog';

// scripts/start.mjs on the build already in out/, on free ports, its SQLite file in a directory that stop() removes.

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type SiteAndInbox = { site: string; inbox: string; database: string; stop: () => Promise<void> };

type Options = {
  /** Added to the inbox's environment (INBOX_SMTP_URL, say). */
  env?: Record<string, string>;
  /** A desk user made with `add-user` before the inbox serves. */
  deskUser?: { email: string; password: string };
};

export async function startSiteAndInbox({ env = {}, deskUser }: Options = {}): Promise<SiteAndInbox> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vayu-start-'));
  const database = path.join(dir, 'inbox.sqlite');
  const [port, inboxPort] = [await freePort(), await freePort()];
  const site = `http://127.0.0.1:${port}`;
  const inbox = `http://127.0.0.1:${inboxPort}`;
  const shared = { ...process.env, INBOX_SMTP_URL: '', ...env, INBOX_DATABASE_URL: `file:${database}` };
  if (deskUser) {
    execFileSync(process.execPath, ['scripts/build-inbox.mjs']);
    execFileSync(process.execPath, ['out-inbox/cli.mjs', 'add-user', deskUser.email], {
      env: { ...shared, INBOX_PASSWORD: deskUser.password },
    });
  }
  const started = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...shared, PORT: String(port), INBOX_PORT: String(inboxPort), START_DIR: path.join(dir, 'site') },
  });
  const stop = async () => {
    if (started.exitCode === null) {
      started.kill('SIGTERM');
      await once(started, 'exit');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  let printed = '';
  started.stdout!.on('data', (chunk) => (printed += chunk));
  try {
    await expect.poll(() => printed, { timeout: 90_000 }).toContain(`Inbox: ${inbox}/`);
    await expect
      .poll(async () => (await fetch(`${inbox}/healthz`).catch(() => null))?.status, { timeout: 20_000 })
      .toBe(200);
    await expect.poll(async () => (await fetch(`${site}/book/`).catch(() => null))?.status).toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { site, inbox, database, stop };
}

/** A one-way booking, Mumbai to Goa nine days ahead, sent from `site`'s /book; its reference. */
export async function bookFromBook(page: Page, site: string) {
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

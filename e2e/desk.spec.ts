import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deskMessages as M } from '@/content/desk-messages';
import { referenceFor } from '@/lib/trips/reference';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { freePort } from './helpers/site-and-inbox';

// The inbox as `npm run inbox` serves it (the bundle, plain node), a desk user made by add-user, and
// the desk's own pages in the browser: no site build is needed for them.

const EMAIL = 'coordinator@vayujets.example';
const PASSWORD = 'a long desk passphrase';

let dir = '';
let inbox = '';
let served: ChildProcess | undefined;
let reference = '';
let requestId = '';
let statusToken = '';
const NAME = '<img src=x onerror=alert(1)>';

test.describe('the desk at work', () => {
  test.describe.configure({ mode: 'serial' });
  // The desk's pages carry no script: nothing hydrates, nothing waits for a first input.
  test.use({ engageOnLoad: false });

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vayu-desk-'));
    const port = await freePort();
    inbox = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      INBOX_PORT: String(port),
      INBOX_DATABASE_URL: `file:${path.join(dir, 'inbox.sqlite')}`,
      INBOX_SMTP_URL: '',
    };
    execFileSync(process.execPath, ['scripts/build-inbox.mjs']);
    execFileSync(process.execPath, ['out-inbox/cli.mjs', 'add-user', EMAIL], {
      env: { ...env, INBOX_PASSWORD: PASSWORD },
    });
    served = spawn(process.execPath, ['out-inbox/cli.mjs', 'serve'], { env, stdio: 'ignore' });
    await expect
      .poll(async () => (await fetch(`${inbox}/healthz`).catch(() => null))?.status, { timeout: 15_000 })
      .toBe(200);
    const id = randomUUID();
    reference = referenceFor(id);
    const payload = {
      version: 2,
      kind: 'booking',
      id,
      reference,
      quote: null,
      createdAt: new Date().toISOString(),
      mumbaiTime: '1 Feb 2027, 15:00',
      page: '/book/',
      subject: `Vayu Jets booking request ${reference}`,
      message: `Hello Vayu Jets, I would like to book this flight.\nName: ${NAME}`,
      fields: [{ label: 'Departure', value: 'Mumbai (BOM)' }],
      notes: [],
      details: {
        tripType: 'one-way',
        route: 'Mumbai → Dubai',
        legs: [{ departure: 'Mumbai (BOM)', arrival: 'Dubai (DXB)', date: '2027-02-01', time: '10:00' }],
        passengers: 4,
        jetType: 'midsize',
        aircraft: null,
        estimate: 3327600,
      },
      contact: { name: NAME, phone: '+91 98200 12345' },
    };
    const stored = await fetch(`${inbox}/requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id },
      body: JSON.stringify(payload),
    });
    expect(stored.status).toBe(201);
    requestId = id;
    statusToken = ((await stored.json()) as { statusToken: string }).statusToken;
  });

  test.afterAll(async () => {
    if (served && served.exitCode === null) {
      served.kill('SIGTERM');
      await once(served, 'exit');
    }
    rmSync(dir, { recursive: true, force: true });
  });

  test('signs in, finds a stored request, and marks it Quoted ₹7,50,000 with a note', async ({ page }) => {
    await page.goto(`${inbox}/desk/`);
    await expect(page.getByRole('heading', { name: M.signIn.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(M.signIn.email).fill(EMAIL);
    await page.getByLabel(M.signIn.password).fill(PASSWORD);
    await page.getByLabel(M.signIn.password).press('Enter');

    await expect(page.getByRole('heading', { name: M.queue.title })).toBeVisible();
    await page.getByLabel(M.queue.search).fill(reference);
    await page.getByRole('button', { name: M.queue.apply }).click();
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText(NAME);
    await expect(row).toContainText('Mumbai → Dubai');
    await expectNoAxeViolations(page);

    await row.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    await expect(page.getByText(NAME).first()).toBeVisible();
    await expect(page.locator('img')).toHaveCount(0);
    const whatsApp = await page.getByRole('link', { name: M.request.whatsApp }).getAttribute('href');
    expect(decodeURIComponent(whatsApp!)).toContain(`${reference} (Mumbai → Dubai)`);
    await expectNoAxeViolations(page);

    await page.getByLabel(M.request.amount).fill('7,50,000');
    await page.getByLabel(M.request.note).fill('Citation XLS, lunch on board');
    await page.getByRole('button', { name: M.request.quote }).click();
    await expect(page.getByRole('status')).toHaveText(M.request.changed);
    await expect(page.getByRole('heading', { name: /Status/ })).toContainText(M.statuses.quoted);
    await expect(page.getByRole('listitem').filter({ hasText: `New → Quoted, by ${EMAIL}` })).toContainText(
      '₹7,50,000 · Citation XLS, lunch on board',
    );
  });

  test('the visitor reads the price and note with the token, and nothing without it', async () => {
    const ask = (token: string) =>
      fetch(`${inbox}/requests/${requestId}/status`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await (await ask(statusToken)).json()).toMatchObject({
      reference,
      status: 'quoted',
      amountInr: 750000,
      note: 'Citation XLS, lunch on board',
    });
    const wrong = await ask('A'.repeat(43));
    expect([wrong.status, await wrong.text()]).toEqual([404, '{"error":"Not found"}']);
  });

  test.describe('what it refuses', () => {
    // A refused sign-in answers 401, then 429: Chromium logs each as a failed load.
    test.use({ failOnConsoleErrors: false });

    test('refuses a cross-site post, a session ended everywhere, and ten wrong passwords', async ({ page }) => {
      const refused = await page.request.post(`${inbox}/desk/sign-out-everywhere`, {
        headers: { Origin: 'https://elsewhere.example' },
        form: {},
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(403);

      await page.goto(`${inbox}/desk/sign-in`);
      await page.getByLabel(M.signIn.email).fill(EMAIL);
      await page.getByLabel(M.signIn.password).fill(PASSWORD);
      await page.getByRole('button', { name: M.signIn.submit }).click();
      const [old] = await page.context().cookies(inbox);
      await page.getByRole('button', { name: M.nav.signOutEverywhere }).click();
      await expect(page.getByRole('status')).toHaveText(M.signIn.signedOut);
      await page.context().addCookies([old]);
      await page.goto(`${inbox}/desk/`);
      await expect(page.getByRole('heading', { name: M.signIn.title })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(M.signIn.expired);

      for (let attempt = 1; attempt <= 10; attempt += 1) {
        await page.getByLabel(M.signIn.email).fill('someone@vayujets.example');
        await page.getByLabel(M.signIn.password).fill(`guess number ${attempt}`);
        await page.getByRole('button', { name: M.signIn.submit }).click();
        await expect(page.getByRole('alert')).toBeVisible();
      }
      await expect(page.getByRole('alert')).toContainText('Sign-in is paused for a while');
    });
  });
});

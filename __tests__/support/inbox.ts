import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type InboxConfig } from '@/inbox/config';
import { type Log } from '@/inbox/log';
import { startInbox, type StartOptions } from '@/inbox/server';
import type { SiteRequest } from '@/lib/requests/model';
import { requestPayload } from '@/lib/requests/payload';
import { referenceFor } from '@/lib/trips/reference';
import { everyKind } from './site-requests';

export type Engine = 'sqlite' | 'postgres';
export const PG_URL = process.env.INBOX_TEST_PG_URL;
export const SITE = 'http://localhost:3000';

/** A describe per database: PostgreSQL only where INBOX_TEST_PG_URL names a server (scripts/with-postgres.sh). */
export function eachEngine(name: string, body: (engine: Engine) => void) {
  describe(`${name} (SQLite)`, () => body('sqlite'));
  if (!PG_URL && process.env.CI) throw new Error('CI runs the inbox on PostgreSQL too: INBOX_TEST_PG_URL is not set');
  if (PG_URL) describe(`${name} (PostgreSQL)`, () => body('postgres'));
  else if (!process.env.INBOX_QUIET_SKIP) {
    console.warn(`${name}: PostgreSQL skipped, run through scripts/with-postgres.sh to include it`);
  }
  if (!PG_URL)
    describe.skip(`${name} (PostgreSQL: skipped, INBOX_TEST_PG_URL is not set; run through scripts/with-postgres.sh)`, () =>
      body('postgres'));
}

/** A database of the test's own: a new SQLite file, or a new PostgreSQL database on the test server. */
export async function freshDatabase(engine: Engine): Promise<string> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vayu-inbox-'));
    return `file:${path.join(dir, 'inbox.sqlite')}`;
  }
  const name = `inbox_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export function captureLog(): Log & { lines: string[] } {
  const lines: string[] = [];
  const write =
    (level: string) =>
    (event: string, fields = {}) =>
      lines.push(JSON.stringify({ level, event, ...fields }));
  return { lines, info: write('info'), error: write('error') };
}

export async function startTestInbox(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: StartOptions = {},
) {
  const config: InboxConfig = {
    ...loadConfig({ INBOX_RATE_LIMIT: '0', ...env }),
    port: 0,
    databaseUrl,
  };
  const log = options.log ?? captureLog();
  return startInbox(config, { ...options, log });
}

export type Posted = { status: number; body: Record<string, unknown>; headers: Headers };

export async function post(
  url: string,
  payload: unknown,
  {
    key = (payload as { id?: string }).id,
    origin = SITE,
    headers = {} as Record<string, string>,
    raw,
  }: {
    key?: string | null;
    origin?: string | null;
    headers?: Record<string, string>;
    raw?: string;
  } = {},
): Promise<Posted> {
  const response = await fetch(`${url}/requests`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
      ...(origin ? { Origin: origin } : {}),
      ...headers,
    },
    body: raw ?? JSON.stringify(payload),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

export type Payload = ReturnType<typeof requestPayload>;

/** The site's payload of a request of this kind, under a new id (and so a new reference). */
export function sitePayload(kind: SiteRequest['kind'] = 'booking'): Payload {
  const request = everyKind().find((each) => each.kind === kind)!;
  return withNewId(requestPayload(request));
}

export function withNewId<T extends { id: string; reference: string }>(payload: T): T {
  const id = randomUUID();
  return { ...payload, id, reference: referenceFor(id) };
}

export const sitePayloads = () => everyKind().map((request) => requestPayload(request));

const ROOT = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npm run inbox` as its own process (Node and tsx, no npm in between, so a signal reaches the inbox itself). */
export async function spawnInbox(env: Record<string, string>, entry = ['inbox/cli.ts', 'serve']) {
  const { spawn } = await import('node:child_process');
  const port = Number(env.INBOX_PORT);
  const child = spawn(process.execPath, ['--import', 'tsx', ...entry], {
    cwd: ROOT,
    env: { ...process.env, INBOX_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`inbox exited: ${output.join('')}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`inbox did not start: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    output,
    exited,
    kill(signal: NodeJS.Signals = 'SIGKILL') {
      child.kill(signal);
      return exited;
    },
  };
}

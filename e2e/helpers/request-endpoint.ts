import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '../fixtures';

// A real endpoint for the request tests: a few lines of node:http that record what they receive,
// and a copy of out/ pointed at it by scripts/configure-requests.mjs (no second build:
// docs/requests.md), served on its own port.

export type Received = { key: string | undefined; body: Record<string, unknown>; status: number };
export type Answer = { status: number; body?: string; headers?: Record<string, string>; delayMs?: number };

export function startEndpoint() {
  const received: Received[] = [];
  let answers: Answer[] = [];
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
    // Without it the page cannot read when to come back.
    'Access-Control-Expose-Headers': 'Retry-After',
  };
  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const answer = answers.shift() ?? { status: 200 };
      const key = request.headers['idempotency-key'];
      const reply = () => {
        received.push({ key: Array.isArray(key) ? key[0] : key, body: JSON.parse(text), status: answer.status });
        response
          .writeHead(answer.status, { ...cors, 'Content-Type': 'application/json', ...answer.headers })
          .end(answer.body ?? '{}');
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  return {
    received,
    /** The next answers, in order; 200 after them. */
    answer: (...next: Answer[]) => void (answers = next),
    reset: () => {
      received.length = 0;
      answers = [];
    },
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Copies out/, points the copy at `endpointUrl` and serves it on `port`; `close` undoes it all. */
export async function configuredSite(endpointUrl: string, port: number) {
  const root = mkdtempSync(path.join(tmpdir(), 'vayu-requests-'));
  cpSync('out', root, { recursive: true });
  execFileSync(process.execPath, ['scripts/configure-requests.mjs', '--out', root], {
    env: { ...process.env, NEXT_PUBLIC_REQUESTS_ENDPOINT: endpointUrl },
  });
  const site: ChildProcess = spawn(
    process.execPath,
    ['scripts/static-server.mjs', '--root', root, '--port', String(port)],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(url).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
  return {
    url,
    close: () => {
      site.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '../fixtures';

// A requests endpoint that counts what it receives (a few lines of node:http, answering 200), and
// a copy of out/ pointed at it by scripts/configure-requests.mjs, served on its own port: the files
// a configured deploy serves, without a second build (docs/requests.md).

export type Received = { key: string | undefined; body: Record<string, unknown> };

export function countingEndpoint() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const key = request.headers['idempotency-key'];
      received.push({ key: Array.isArray(key) ? key[0] : key, body: JSON.parse(text) });
      response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{}');
    });
  });
  return {
    received,
    reset: () => void (received.length = 0),
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Serves a copy of out/ whose pages send requests to `endpointUrl`; returns its origin and a stop. */
export async function configuredSite(endpointUrl: string, port: number) {
  const root = mkdtempSync(path.join(tmpdir(), 'vayu-forms-'));
  cpSync('out', root, { recursive: true });
  execFileSync(process.execPath, ['scripts/configure-requests.mjs', '--out', root], {
    env: { ...process.env, NEXT_PUBLIC_REQUESTS_ENDPOINT: endpointUrl },
  });
  const site: ChildProcess = spawn(
    process.execPath,
    ['scripts/static-server.mjs', '--root', root, '--port', String(port)],
    { stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(origin).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
  return {
    origin,
    stop: () => {
      site.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

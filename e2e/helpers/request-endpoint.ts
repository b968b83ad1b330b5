import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveStatic } from './static-site';

// A real endpoint for the request tests: a few lines of node:http that record what they receive,
// and a copy of out/ pointed at it by scripts/configure-requests.mjs (no second build:
// docs/requests.md), served on its own port.

export type Received = {
  key: string | undefined;
  body: Record<string, unknown>;
  status: number;
  /** A strict endpoint's answer to a key it already took in: nothing new was kept. */
  replay?: boolean;
};
/** `lose`: the endpoint takes the request in (for `delayMs`) but its answer never reaches the page. */
export type Answer = {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  lose?: boolean;
};

/**
 * `strict()` makes it honour Idempotency-Key as a careful webhook does: a key still being processed
 * is answered 409 "in progress", a key already taken in gets its first answer again (a replay).
 */
export function startEndpoint() {
  const received: Received[] = [];
  let answers: Answer[] = [];
  let strict = false;
  const inFlight = new Set<string>();
  const done = new Map<string, number>();
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
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const body = JSON.parse(text);
      const send = (status: number, reply = '{}', headers: Record<string, string> = {}) =>
        void response.writeHead(status, { ...cors, 'Content-Type': 'application/json', ...headers }).end(reply);
      if (strict && key && done.has(key)) {
        received.push({ key, body, status: done.get(key)!, replay: true });
        return send(done.get(key)!);
      }
      if (strict && key && inFlight.has(key)) {
        received.push({ key, body, status: 409 });
        return send(409, JSON.stringify({ error: 'A request with this Idempotency-Key is in progress' }));
      }
      const answer = answers.shift() ?? { status: 200 };
      if (key) inFlight.add(key);
      // The answer is lost on the way: the connection drops while the endpoint goes on working.
      if (answer.lose) request.socket.destroy();
      const reply = () => {
        received.push({ key, body, status: answer.status });
        if (key) {
          inFlight.delete(key);
          if (answer.status < 300) done.set(key, answer.status);
        }
        if (!answer.lose) send(answer.status, answer.body, answer.headers);
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  return {
    received,
    /** The next answers, in order; 200 after them. */
    answer: (...next: Answer[]) => void (answers = next),
    strict: () => void (strict = true),
    reset: () => {
      received.length = 0;
      answers = [];
      strict = false;
      inFlight.clear();
      done.clear();
    },
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Copies out/, points the copy at `endpointUrl` (or, empty, at none) and serves it on `port` (0: a
 * free one); `close` undoes it all, and resolves once the port is free for another build (a deploy).
 */
export async function configuredSite(endpointUrl: string, port = 0) {
  const root = mkdtempSync(path.join(tmpdir(), 'vayu-requests-'));
  cpSync('out', root, { recursive: true });
  execFileSync(process.execPath, ['scripts/configure-requests.mjs', '--out', root], {
    env: { ...process.env, NEXT_PUBLIC_REQUESTS_ENDPOINT: endpointUrl },
  });
  const site = await serveStatic(root, port);
  return {
    url: site.url,
    port: Number(new URL(site.url).port),
    close: async () => {
      await site.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

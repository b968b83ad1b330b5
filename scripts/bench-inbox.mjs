// npm run bench:inbox: the inbox against its floor, same database, same run, 50 connections, about 10 s each
// after a 2 s warm-up. PostgreSQL too when INBOX_TEST_PG_URL names a server (scripts/with-postgres.sh npm run bench:inbox).
// On 2 cores or more the server gets core 0 and this load generator core 1 (BENCH_PIN=0: the scheduler decides).
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildInbox, INBOX_NODE_FLAGS } from './build-inbox.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const CONNECTIONS = 50;
const PIN = process.env.BENCH_PIN !== '0' && os.cpus().length >= 2 && hasTaskset();

function hasTaskset() {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const ROOT = path.resolve(import.meta.dirname, '..');

const template = {
  version: 2,
  kind: 'booking',
  quote: 'VJ-4GH88D',
  createdAt: '2027-01-10T09:30:00.000Z',
  mumbaiTime: '2027-01-10 15:00',
  page: '/book/',
  subject: 'Vayu Jets booking request VJ-7QK2MD',
  message:
    'Hello Vayu Jets, I would like to book this flight:\n\nDeparture: Mumbai (BOM)\nArrival: Dubai (DXB)\nDate: 2027-02-01\nTime: 10:00\nPassengers: 4\nJet type: Midsize Jet\n\nReference: VJ-7QK2MD · Mumbai → Dubai\nQuote reference: VJ-4GH88D\nMade: 2027-01-10 15:00 (Mumbai time)\nPage: /book/\nName: Priya Shah\nPhone: 98200 07777',
  fields: [
    { label: 'Departure', value: 'Mumbai (BOM)' },
    { label: 'Arrival', value: 'Dubai (DXB)' },
    { label: 'Date', value: '2027-02-01' },
    { label: 'Time', value: '10:00' },
    { label: 'Passengers', value: '4' },
    { label: 'Jet type', value: 'Midsize Jet' },
  ],
  notes: ['Route estimate: ₹21,00,000 (about 3 h 10 min)'],
  details: {
    tripType: 'one-way',
    route: 'Mumbai → Dubai',
    legs: [{ departure: 'Mumbai (BOM)', arrival: 'Dubai (DXB)', date: '2027-02-01', time: '10:00' }],
    passengers: 4,
    jetType: 'midsize',
    aircraft: null,
    estimate: 2100000,
  },
  contact: { name: 'Priya Shah', phone: '98200 07777' },
};

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function freshDatabase(engine) {
  if (engine === 'sqlite')
    return `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vayu-bench-')), 'inbox.sqlite')}`;
  const name = `bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: process.env.INBOX_TEST_PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.INBOX_TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function start(args, databaseUrl) {
  const port = await freePort();
  const [command, ...rest] = PIN ? ['taskset', '-c', '0', process.execPath, ...args] : [process.execPath, ...args];
  const child = spawn(command, rest, {
    cwd: ROOT,
    env: { ...process.env, INBOX_DATABASE_URL: databaseUrl, INBOX_PORT: String(port), INBOX_RATE_LIMIT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${args.join(' ')} did not start`);
}

const peakRssMb = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};

// The body's text around its id, so the load generator spends its core on sending, not on JSON.
const [bodyBefore, bodyAfter] = JSON.stringify({ ...template, id: '@id@', reference: 'VJ-7QK2MD' }).split('@id@');

const load = (url, duration) =>
  autocannon({
    url: `${url}/requests`,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const id = randomUUID();
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'idempotency-key': id },
            body: bodyBefore + id + bodyAfter,
          };
        },
      },
    ],
  });

async function measure(name, args, engine) {
  const { child, url } = await start(args, await freshDatabase(engine));
  // Warm, as a serving process is: the JIT has compiled the hot paths before the clock starts.
  if (WARMUP_S > 0) await load(url, WARMUP_S);
  const loadBefore = os.loadavg()[0];
  const result = await load(url, DURATION_S);
  const rss = peakRssMb(child.pid);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return {
    engine,
    name,
    accepted: Math.round(result['2xx'] / DURATION_S),
    refused: result.non2xx + result.errors,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rss: Math.round(rss),
    loadavg: `${loadBefore.toFixed(1)}→${os.loadavg()[0].toFixed(1)}`,
  };
}

const engines = ['sqlite', ...(process.env.INBOX_TEST_PG_URL ? ['postgres'] : [])];
if (engines.length === 1)
  console.error('PostgreSQL left out: run scripts/with-postgres.sh npm run bench:inbox to include it');
if (PIN) execFileSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });
const bundle = await buildInbox();
// BENCH_INBOX_NODE_FLAGS replaces the inbox's own V8 flags, to compare others.
const inboxFlags = process.env.BENCH_INBOX_NODE_FLAGS?.split(' ').filter(Boolean) ?? INBOX_NODE_FLAGS;
const inboxArgs = [...inboxFlags, bundle, 'serve'];
const rows = [];
const started = new Date();
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const engine of engines) {
    const floor = await measure('floor', ['scripts/lib/inbox-floor.mjs'], engine);
    // BENCH_BASELINE=out-inbox/x.mjs: an earlier build of the inbox measured beside this one, for an A/B.
    if (process.env.BENCH_BASELINE)
      rows.push(await measure('baseline', [...inboxFlags, process.env.BENCH_BASELINE, 'serve'], engine));
    const inbox = await measure('inbox', inboxArgs, engine);
    const verdict = [
      inbox.accepted >= floor.accepted / 2 ? 'ok' : 'FAIL',
      inbox.p99 < 50 ? 'ok' : 'FAIL',
      inbox.rss < 150 ? 'ok' : 'FAIL',
    ];
    rows.push(floor, { ...inbox, verdict: verdict.join(' / ') });
  }
}
console.log(
  `\n${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s each, ${os.cpus().length} cores` +
    `${PIN ? ' (server on core 0, load generator on core 1)' : ''}, Node ${process.version}, ` +
    `started ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC\n`,
);
console.log(
  '| database | server | accepted req/s | p50 ms | p99 ms | peak RSS MB | not 2xx | load avg | ≥ ½ floor / p99 < 50 / RSS < 150 |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
for (const row of rows)
  console.log(
    `| ${row.engine} | ${row.name} | ${row.accepted} | ${row.p50} | ${row.p99} | ${row.rss} | ${row.refused} | ${row.loadavg} | ${row.verdict ?? ''} |`,
  );

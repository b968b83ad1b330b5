// npm run bench: build the site and a reference page (bench/reference/, a bare Next.js export of
// one server-rendered page: the framework floor), serve both with the same static server and the
// same response headers, and run Lighthouse (mobile defaults, Debian Chromium) 7 times per route,
// the dashboard logged in. The reference is measured the same way right after each run of a route,
// and every route is reported as a ratio to those runs: absolute figures drift with the machine's
// load, ratios much less.
// Prints the medians, the ratios and the targets met, and writes bench/results.json with the
// machine's state. A benchmark: it never fails a build. Beside Lighthouse's TBT it reports the same
// blocking time counted from the main thread's CPU time in each run's own trace
// (scripts/lib/cpu-blocking-time.mjs): the page's work, with less of the 2-core host's contention.
//
// There is no internet here, so the photo CDN is answered by a local HTTPS stub (the browser maps
// images.unsplash.com to it) with real JPEGs of the requested width and quality.
//
// Options: --route /book/ (repeatable), --runs N, --no-build (reuse out/ and the reference's
// out/), --save (every full Lighthouse report into bench/lh/, ignored by git), --cpu-slowdown N
// (Lighthouse's CPU multiplier, 4 by default: a higher one stands in for a slower host; such a run
// writes bench/results-cpu-Nx.json, ignored by git, and leaves bench/results.json alone),
// --compare-plain (also build the site with the paint-first rewrite off into out-plain/ and measure
// it right after each run of the route: the figures in docs/paint-first.md; such a run writes
// bench/results-paint-first.json and leaves bench/results.json alone; not for /dashboard/). The
// two builds come from one `next build` (`PLAIN_EXPORT_DIR=out-plain npm run build`). --help prints this.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { createPhotoStore, photoSizesIn, startPhotoCdn } from './lib/bench-photo-cdn.mjs';
import { FORM_ROUTES, judge, TARGETS } from './lib/bench-targets.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { CPU_SLOWDOWN, cpuBlockingTime } from './lib/cpu-blocking-time.mjs';
import { headersFile } from './lib/csp.mjs';
import { routeJs, ROUTES } from './lib/route-js.mjs';
import { createStaticServer } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.includes('--help')) {
  const header = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\nimport ')[0];
  console.log(header.replace(/^\/\/ ?/gm, ''));
  process.exit(0);
}
// Seven, not five: with the reference's whole TBT near 150 ms on these machines, one 50 ms task
// counted or not moves a route's run by a third, and two more runs steady the median.
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 7;
const chosen = args.flatMap((arg, index) => (arg === '--route' && args[index + 1] ? [args[index + 1]] : []));
const routes = chosen.length ? chosen : ROUTES;
const SAVE = args.includes('--save');
const SLOWDOWN = args.includes('--cpu-slowdown') ? Number(args[args.indexOf('--cpu-slowdown') + 1]) : CPU_SLOWDOWN;
if (!(SLOWDOWN >= 1)) throw new Error('--cpu-slowdown takes a number of at least 1');
const COMPARE_PLAIN = args.includes('--compare-plain');
const RESULTS_FILE = COMPARE_PLAIN
  ? 'results-paint-first.json'
  : SLOWDOWN === CPU_SLOWDOWN
    ? 'results.json'
    : `results-cpu-${SLOWDOWN}x.json`;
const BUILD = !args.includes('--no-build');
const SITE_PORT = 4410;
const CDN_PORT = 4411;
const REFERENCE_PORT = 4412;
const PLAIN_PORT = 4413;
const CHROME = CHROMIUM_PATH;
const ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
const REFERENCE_ORIGIN = `http://127.0.0.1:${REFERENCE_PORT}`;
const PLAIN_ORIGIN = `http://127.0.0.1:${PLAIN_PORT}`;
const SITE_OUT = path.join(root, 'out');
const PLAIN_OUT = path.join(root, 'out-plain');
const REFERENCE_DIR = path.join(root, 'bench', 'reference');
const REFERENCE_OUT = path.join(REFERENCE_DIR, 'out');
// Private by design (noindex): Lighthouse's is-crawlable audit would fail them on purpose.
const NOINDEX = new Set(['/login/', '/signup/', '/forgot-password/', '/dashboard/']);

const machineAtStart = machineNow();
// With --compare-plain, the rewrite also keeps the export as Next wrote it in out-plain/.
const buildEnv = {
  ...process.env,
  PAINT_FIRST: '',
  EXPORT_DIR: '',
  PLAIN_EXPORT_DIR: COMPARE_PLAIN ? 'out-plain' : '',
};
const buildCommand = 'npm run build';
if (BUILD || (COMPARE_PLAIN && !existsSync(path.join(PLAIN_OUT, 'index.html')))) {
  execSync(buildCommand, { cwd: root, stdio: 'inherit', env: buildEnv });
}
if (BUILD || !existsSync(path.join(REFERENCE_OUT, 'index.html'))) buildReference();
// The reference is served with the site's own response headers, as the CDN would serve it. They
// matter to the main thread: Cross-Origin-Opener-Policy starts the page in a fresh browsing context
// group, whose new JavaScript context costs a long task at the first paint (docs/main-thread.md).
writeFileSync(path.join(REFERENCE_OUT, '_headers'), headersFile());

const photos = createPhotoStore(path.join(root, 'node_modules', '.cache', 'vayu-bench-photos-v1'));
const sizes = photoSizesIn(htmlFiles(SITE_OUT));
process.stdout.write(`Preparing ${sizes.length} photo sizes…\n`);
await photos.prepare(sizes);

const site = createStaticServer(SITE_OUT).listen(SITE_PORT, '127.0.0.1');
const reference = createStaticServer(REFERENCE_OUT).listen(REFERENCE_PORT, '127.0.0.1');
const plainSite = COMPARE_PLAIN ? createStaticServer(PLAIN_OUT).listen(PLAIN_PORT, '127.0.0.1') : null;
const cdn = startPhotoCdn(photos, CDN_PORT);

// Chromium's new headless mode builds its omnibox popup (some 400 WebUI files) while the first page
// after launch loads, competing with the first measured run for the 2 cores.
const QUIET_FEATURES = 'WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  ignoreDefaultFlags: true,
  chromeFlags: [
    ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
      flag.startsWith('--disable-features=') ? `${flag},${QUIET_FEATURES}` : flag,
    ),
    '--headless=new',
    ...CHROMIUM_ARGS,
    `--host-resolver-rules=MAP images.unsplash.com 127.0.0.1:${CDN_PORT}`,
    '--ignore-certificate-errors',
  ],
});

const results = [];
let referenceResult;
try {
  // Each run of a route is followed at once by a run of the reference (route, reference, route, …),
  // and the route is judged against those runs: the machine's speed drifts within a run, and a
  // reference measured minutes away, or only after all of the route's runs, would carry that drift.
  const referenceRuns = [];
  const referenceJs = routeJs(REFERENCE_OUT, '/').gzip / 1024;
  for (const route of routes) {
    const runs = [];
    const beside = [];
    const plainRuns = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measure(ORIGIN, route, route, run));
      if (COMPARE_PLAIN) plainRuns.push(await measure(PLAIN_ORIGIN, route, `${route} plain`, run));
      beside.push(await measure(REFERENCE_ORIGIN, '/', 'reference', run));
    }
    if (route === '/dashboard/') await clearSiteData(chrome.port);
    referenceRuns.push(...beside);
    results.push({
      route,
      ...medians(runs),
      firstLoadJsKiB: routeJs(SITE_OUT, route).gzip / 1024,
      reference: { ...medians(beside), firstLoadJsKiB: referenceJs },
      ...(COMPARE_PLAIN ? { plain: { ...medians(plainRuns), runs: plainRuns } } : {}),
      runs,
    });
  }
  referenceResult = {
    route: '/',
    source: 'bench/reference',
    ...medians(referenceRuns),
    firstLoadJsKiB: referenceJs,
    runs: referenceRuns,
  };
} finally {
  await chrome.kill();
  site.close();
  reference.close();
  plainSite?.close();
  cdn.close();
  await photos.close();
}

const judged = results.map((result) => ({ ...result, ...judge(result, result.reference) }));
const allRoutes = pooled(judged, referenceResult);
const machine = { ...machineAtStart, ...machineEnd(machineAtStart) };
printTables(referenceResult, judged, machine, allRoutes);
if (COMPARE_PLAIN) printPlainComparison(judged);
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(
  path.join(root, 'bench', RESULTS_FILE),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      runsPerRoute: RUNS,
      cpuSlowdown: SLOWDOWN,
      machine,
      targets: { ...TARGETS, formRoutes: [...FORM_ROUTES] },
      reference: referenceResult,
      pooled: allRoutes,
      results: judged,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWrote bench/${RESULTS_FILE}`);

/**
 * One Lighthouse run of a page. A run it cannot measure (no metrics, mostly NO_NAVSTART) is tried
 * up to twice more: in two full runs 5 of some 280 attempts failed, two of them in a row.
 */
async function measure(origin, route, label, run) {
  const loggedIn = origin === ORIGIN && route === '/dashboard/';
  let summary;
  for (let attempt = 0; attempt < 3 && !Number.isFinite(summary?.fcpMs); attempt += 1) {
    if (loggedIn) await signUpAndClearCache(chrome.port);
    const result = await lighthouse(`${origin}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: loggedIn,
      skipAudits: NOINDEX.has(route) && origin === ORIGIN ? ['is-crawlable'] : undefined,
      // Lighthouse's mobile defaults (slow 4G) with the chosen CPU multiplier.
      ...(SLOWDOWN === CPU_SLOWDOWN
        ? {}
        : { throttling: { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: SLOWDOWN } }),
    });
    summary = summarise(result.lhr, result.artifacts?.Trace?.traceEvents ?? [], `${origin}${route}`);
    if (SAVE) saveReport(label, run, result.lhr);
    process.stdout.write(`${label} run ${run + 1}: ${summary.runtimeError ?? `perf ${summary.performance}`}\n`);
  }
  // Lighthouse keeps the signed-in account it was told not to reset: the reference run that follows
  // does not read it, and the route loop forgets it before the next route (clearSiteData).
  return summary;
}

/** Forgets the site's storage (accounts, session, saved trips, watchlist) and the HTTP cache. */
async function clearSiteData(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: ORIGIN, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

function buildReference() {
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  execFileSync(process.execPath, [next, 'build'], {
    cwd: REFERENCE_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => String(file).endsWith('.html'))
    .map((file) => path.join(dir, String(file)));
}

function saveReport(label, run, lhr) {
  const dir = path.join(root, 'bench', 'lh');
  mkdirSync(dir, { recursive: true });
  const name = label === 'reference' ? `reference-${Date.now()}` : label.replaceAll('/', '') || 'home';
  writeFileSync(path.join(dir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
}

function summarise(lhr, traceEvents, url) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Every request of the visit, those made after hydration included (Lighthouse waits for the
  // network to go quiet), as transferred over the wire.
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const transferredKiB = (type) =>
    requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) /
    1024;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    // Why Lighthouse could not measure a run (its metrics are then missing), e.g. NO_FCP.
    ...(lhr.runtimeError || lhr.audits.metrics?.errorMessage
      ? { runtimeError: lhr.runtimeError?.code ?? lhr.audits.metrics.errorMessage }
      : {}),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cpuTbtMs: cpuBlockingTime(traceEvents, url, SLOWDOWN),
    cls: audit('cumulative-layout-shift'),
    totalKiB: audit('total-byte-weight') / 1024,
    jsTransferredKiB: transferredKiB('Script'),
    fontKiB: transferredKiB('Font'),
    imageKiB: transferredKiB('Image'),
    // Lighthouse's own measure of this CPU's speed at the start of the run (higher is faster).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function measuredRuns(runs) {
  return runs.filter((run) => Number.isFinite(run.fcpMs));
}

function medians(allRuns) {
  // A run Lighthouse could not finish (no metrics) is left out of the medians and counted.
  const runs = measuredRuns(allRuns);
  if (!runs.length) return { failedRuns: allRuns.length };
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'fcpMs',
    'lcpMs',
    'tbtMs',
    'cpuTbtMs',
    'cls',
    'totalKiB',
    'jsTransferredKiB',
    'fontKiB',
    'imageKiB',
    'benchmarkIndex',
  ];
  const values = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
  // How far single runs strayed: a median near a target means little when this is wide.
  const tbt = runs.map((run) => run.tbtMs);
  return { ...values, tbtRangeMs: [Math.min(...tbt), Math.max(...tbt)], failedRuns: allRuns.length - runs.length };
}

/** Every route's runs against every reference run: one figure for the site, steadier than any route's. */
function pooled(rows, ref) {
  const routeTbt = rows.flatMap((row) => measuredRuns(row.runs).map((run) => run.tbtMs));
  const tbtMs = median(routeTbt);
  const referenceTbtMs = median(measuredRuns(ref.runs).map((run) => run.tbtMs));
  const cpuTbtMs = median(rows.flatMap((row) => measuredRuns(row.runs).map((run) => run.cpuTbtMs)));
  const referenceCpuTbtMs = median(measuredRuns(ref.runs).map((run) => run.cpuTbtMs));
  return {
    runs: routeTbt.length,
    tbtMs,
    referenceTbtMs,
    tbtRatio: tbtMs / Math.max(referenceTbtMs, 1),
    cpuTbtMs,
    referenceCpuTbtMs,
    cpuTbtRatio: cpuTbtMs / Math.max(referenceCpuTbtMs, 1),
  };
}

/** The paint-first build against Next's own output (PAINT_FIRST=0), measured in the same runs. */
function printPlainComparison(rows) {
  const seconds = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '-');
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
  console.log(`\nPaint-first against PAINT_FIRST=0 (out-plain/), median of ${RUNS} interleaved runs each`);
  table(
    ['route', 'FCP', 'FCP plain', 'LCP', 'LCP plain', 'TBT', 'TBT plain'],
    rows.map((row) => [
      row.route,
      seconds(row.fcpMs),
      seconds(row.plain.fcpMs),
      seconds(row.lcpMs),
      seconds(row.plain.lcpMs),
      ms(row.tbtMs),
      ms(row.plain.tbtMs),
    ]),
  );
}

function printTables(ref, rows, machine, all) {
  const ms = (value) => (Number.isFinite(value) ? Math.round(value) : '-');
  const kib = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
  const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '-');
  const verdict = (value) => (value === null ? '' : value ? 'pass' : 'FAIL');
  const range = (value) => (value ? `${ms(value[0])}–${ms(value[1])}` : '-');

  console.log(
    `\nLighthouse mobile (CPU ${SLOWDOWN}x slower), median of ${RUNS} runs per route, each run followed at once ` +
      'by a run of the reference.',
  );
  console.log(
    `Machine: ${machine.cores} cores, load ${machine.loadAverageStart.join(' ')} at start, ` +
      `${machine.loadAverageEnd.join(' ')} at end; ${machine.freeMemoryMiBStart} MiB free; Node ${machine.node}; ` +
      `Lighthouse's CPU index ${Math.round(ref.benchmarkIndex)} (reference median).`,
  );
  table(
    [
      'route',
      'perf',
      'FCP ms',
      'LCP ms',
      'LCP×',
      'TBT ms',
      'TBT range',
      'TBT×',
      'ref TBT',
      'CPU TBT',
      'CPU×',
      'CLS',
      'JS KiB',
      'JS×',
      'JS+floor',
      'JS xfer',
      'fonts',
      'total KiB',
    ],
    [
      [
        'reference',
        Math.round(ref.performance),
        ms(ref.fcpMs),
        ms(ref.lcpMs),
        '1.00x',
        ms(ref.tbtMs),
        range(ref.tbtRangeMs),
        '1.00x',
        ms(ref.tbtMs),
        ms(ref.cpuTbtMs),
        '1.00x',
        ref.cls?.toFixed(3),
        kib(ref.firstLoadJsKiB),
        '1.00x',
        '0.0',
        kib(ref.jsTransferredKiB),
        kib(ref.fontKiB),
        kib(ref.totalKiB),
      ],
      ...rows.map((row) => [
        row.route,
        row.performance ?? '-',
        ms(row.fcpMs),
        ms(row.lcpMs),
        times(row.ratios.lcp),
        ms(row.tbtMs),
        range(row.tbtRangeMs),
        times(row.ratios.tbt),
        ms(row.reference.tbtMs),
        ms(row.cpuTbtMs),
        times(row.ratios.cpuTbt),
        row.cls?.toFixed(3) ?? '-',
        kib(row.firstLoadJsKiB),
        times(row.ratios.firstLoadJs),
        `+${kib(row.firstLoadJsOverFloorKiB)}`,
        kib(row.jsTransferredKiB),
        kib(row.fontKiB),
        kib(row.totalKiB),
      ]),
    ],
  );
  console.log(
    `Ratios (×) are to the reference runs measured right after the route ('ref TBT'); the reference row ` +
      `is all of them. JS KiB: first-load, gzip; JS xfer and fonts: transferred on the visit, after ` +
      `hydration included. TBT range: the fastest and slowest single run. CPU TBT: the same runs' ` +
      `blocking time counted from the main thread's CPU time (a diagnostic; the target is on TBT).`,
  );
  console.log(
    `All routes pooled: median TBT ${ms(all.tbtMs)} ms over ${all.runs} runs, against the ` +
      `reference's ${ms(all.referenceTbtMs)} ms (${times(all.tbtRatio)}); by CPU time ` +
      `${ms(all.cpuTbtMs)} ms against ${ms(all.referenceCpuTbtMs)} ms (${times(all.cpuTbtRatio)}).`,
  );

  console.log('\nTargets');
  table(
    [
      'route',
      `TBT ≤${TARGETS.tbtRatio}x`,
      'CLS 0',
      `JS ≤floor+${TARGETS.contentJsOverFloorKiB}/${TARGETS.formJsOverFloorKiB}`,
      `fonts ≤${TARGETS.fontKiB} KiB`,
      `LCP ≤${TARGETS.homeLcpMs / 1000} s (/)`,
      `JS xfer ≤${TARGETS.homeJsTransferredKiB} KiB (/)`,
    ],
    rows.map((row) => [
      `${row.route}${FORM_ROUTES.has(row.route) ? ' (form)' : ''}`,
      verdict(row.pass.tbt),
      verdict(row.pass.cls),
      verdict(row.pass.firstLoadJs),
      verdict(row.pass.fonts),
      verdict(row.pass.lcp),
      verdict(row.pass.jsTransferred),
    ]),
  );
  const notPerfect = rows.filter((row) => [row.accessibility, row.bestPractices, row.seo].some((score) => score < 100));
  for (const row of notPerfect) {
    console.log(
      `${row.route}: accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}`,
    );
  }
  console.log(`SEO on ${[...NOINDEX].join(', ')}: noindex by design, so is-crawlable is not scored there.`);
}

function table(header, lines) {
  const cells = lines.map((line) => line.map((cell) => (cell === undefined || Number.isNaN(cell) ? '-' : cell)));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => String(line[column]).length)),
  );
  const format = (line) => line.map((cell, column) => String(cell).padStart(widths[column])).join('  ');
  console.log(format(header));
  for (const line of cells) console.log(format(line));
}

async function signUpAndClearCache(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/signup/`);
  await page.getByLabel('Email', { exact: false }).first().fill(`bench-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('bench-password-123');
  await page.getByLabel('Confirm Password', { exact: false }).fill('bench-password-123');
  await page
    .getByRole('main')
    .getByRole('button', { name: /sign up|create account/i })
    .click();
  await page.waitForURL(/\/dashboard\/$/, { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  // Signing up is using the page, so the offline worker registers and precaches meanwhile
  // (docs/first-use.md): forget it and its caches with the HTTP cache, keep the account, so the
  // measured visit is a first one, signed in.
  await cdp.send('Storage.clearDataForOrigin', { origin: ORIGIN, storageTypes: 'service_workers,cache_storage' });
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

function machineNow() {
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    totalMemoryMiB: Math.round(os.totalmem() / 2 ** 20),
    freeMemoryMiBStart: Math.round(os.freemem() / 2 ** 20),
    loadAverageStart: os.loadavg().map((load) => Number(load.toFixed(2))),
    node: process.version,
    chromium: chromeVersion(),
    lighthouse: JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
    next: JSON.parse(readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version,
    startedAt: new Date().toISOString(),
  };
}

function machineEnd(start) {
  return {
    freeMemoryMiBEnd: Math.round(os.freemem() / 2 ** 20),
    loadAverageEnd: os.loadavg().map((load) => Number(load.toFixed(2))),
    minutes: Number(((Date.now() - Date.parse(start.startedAt)) / 60_000).toFixed(1)),
  };
}

function chromeVersion() {
  try {
    return execFileSync(CHROME, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

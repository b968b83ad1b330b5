import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { createStaticServer } from './static-server.mjs';
const route = process.argv[2] ?? '/';
const site = createStaticServer(path.resolve('out')).listen(4421, '127.0.0.1');
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--host-resolver-rules=MAP images.unsplash.com 127.0.0.1:9'] });
const r = await lighthouse(`http://127.0.0.1:4421${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const ev = r.artifacts.Trace.traceEvents;
const t0 = ev.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame).map((e) => e.ts)[0];
const main = ev.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0];
const m = r.lhr.audits.metrics.details.items[0];
console.log('perf', r.lhr.categories.performance.score, 'FCP', m.firstContentfulPaint, 'LCP', m.largestContentfulPaint, 'TBT', m.totalBlockingTime, 'CLS', m.cumulativeLayoutShift);
const tasks = ev.filter((e) => e.name === 'RunTask' && e.ts >= t0 && e.dur > 8000);
for (const t of tasks) {
  const kids = ev.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts <= t.ts + t.dur && e.dur > 300 && e.name !== 'RunTask');
  console.log(((t.ts - t0) / 1000).toFixed(0).padStart(6), (t.dur / 1000).toFixed(1).padStart(6), kids.map((k) => `${k.name}(${(k.dur/1000).toFixed(0)})${(k.args?.data?.url ?? k.args?.data?.functionName ?? '').slice(-24)}`).slice(0, 8).join(' '));
}
for (const [k, v] of Object.entries(r.lhr.audits['bootup-time'].details.items)) console.log(v.url.slice(-40), Math.round(v.total), Math.round(v.scripting));
await chrome.kill(); site.close();

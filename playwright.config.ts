import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two browsers at a time on a 2-core machine: about 10 tests a minute against 6 with one worker,
  // measured in one session on this suite; the tests of one spec file still run in order.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    // Recorded only when a test is retried: tracing every test cost the long suite minutes.
    trace: 'on-first-retry',
    // The site's "today" is Mumbai's; tests that compute dates in the browser's zone agree with it.
    // Specs that prove the device's zone does not matter override this.
    timezoneId: 'Asia/Kolkata',
    screenshot: 'only-on-failure',
    // Debian's chromium (apt-get install chromium); browser downloads are impossible offline.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The site's service worker would answer requests that specs route, abort or count; only
    // the specs that test the worker (e2e/offline.spec.ts, e2e/background-sync.spec.ts) let it run
    // (docs/offline.md).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // Tests tagged @mobile also run on a 375px-wide phone.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: `node scripts/static-server.mjs --port ${PORT}`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});

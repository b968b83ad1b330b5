// How every tool here starts Debian's Chromium: Playwright, the bench and one-off screenshots.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Root in CI needs --no-sandbox; the rest stop Chromium calling home on a closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

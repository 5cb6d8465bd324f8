/** How the e2e suite and the bench start Chromium: Debian's build (or CHROME_PATH), the same flags for both. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Root in a container needs --no-sandbox; the rest stop Chromium calling home on a closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

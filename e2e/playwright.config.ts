import { defineConfig } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium';
import { E2E_BASE_URL } from './ports';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One worker: the tests share one backend and some stop and start servers; two cores gain little from more.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});

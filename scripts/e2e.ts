/**
 * `npm run test:e2e`: production builds of the four apps, then Playwright in Debian's Chromium against them,
 * served the way `npm start` serves them. Set CHROME_PATH to use another Chromium; E2E_SKIP_BUILD=1 to reuse dist/.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROME_PATH } from '../e2e/chromium';
import { apps, rootDir } from './lib/apps';
import { buildApps } from './lib/build-apps';

async function main() {
  const chrome = CHROME_PATH;
  if (!existsSync(chrome)) {
    console.error(
      `No Chromium at ${chrome}. Install Debian's package (sudo apt-get install chromium) or set CHROME_PATH ` +
        'to a Chromium or Chrome binary, then run the end-to-end tests again.',
    );
    process.exit(1);
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const started = performance.now();
    console.log('e2e: building the four apps for production…');
    await buildApps(apps);
    console.log(`e2e: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const cli = path.join(rootDir, 'node_modules', '@playwright', 'test', 'cli.js');
  const child = spawn(process.execPath, [cli, 'test', '-c', path.join(rootDir, 'e2e', 'playwright.config.ts'), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome },
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

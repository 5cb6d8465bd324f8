/**
 * `npm run build [app…]`: production builds into each app's own dist/ (all four when no app is named).
 * Each remote is deployable on its own: build it alone with `npm run build -w @wanderpages/remote-…`.
 */
import { apps, findApp } from './lib/apps';
import { buildApps } from './lib/build-apps';

async function main() {
  const names = process.argv.slice(2);
  const list = names.length > 0 ? names.map(findApp) : apps;
  const started = performance.now();
  console.log(`Building ${list.map((a) => a.options.app).join(', ')}…`);
  await buildApps(list);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const app of list) console.log(`  ✓ ${app.options.app} → ${app.distDir}`);
  console.log(`Built in ${seconds} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

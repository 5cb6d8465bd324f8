/**
 * `npm start`: production builds of the four apps, the embedded Supabase backend, and each app's dist/ served
 * on its port (host 3000, remotes 3001–3003) — the whole site on one machine. Ctrl-C stops everything.
 */
import { createServer } from 'node:net';
import { onShutdown, startServer } from '@wanderpages/supabase';
import { apps, hostApp } from './lib/apps';
import { buildApps } from './lib/build-apps';
import { localRuntimeConfig, writeRuntimeConfig } from './lib/runtime-config-file';
import { serveSite } from './lib/site';
import { PortInUseError } from './lib/static-server';

function assertPortFree(port: number, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, label) : error),
    );
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve()));
  });
}

async function main() {
  const supabasePort = Number(process.env.SUPABASE_PORT ?? 54321);
  // Say so before a minute of building, not after.
  for (const app of apps) await assertPortFree(app.options.port, app.options.app);
  await assertPortFree(supabasePort, 'embedded Supabase backend');

  if (process.env.SKIP_BUILD === '1') {
    console.log('SKIP_BUILD=1: serving the existing dist/ folders.');
  } else {
    const started = performance.now();
    console.log('Building host, remote-catalogue, remote-engagement and remote-admin for production…');
    await buildApps(apps);
    console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }

  const backend = await startServer({ port: supabasePort });
  const config = localRuntimeConfig(`http://localhost:${backend.port}`, backend.anonKey);
  await writeRuntimeConfig([hostApp.distDir], config);
  const site = await serveSite({ config });

  console.log('');
  console.log(`  Wanderpages is running at ${site.url}`);
  console.log(`  Remotes: ${apps.filter((a) => a !== hostApp).map((a) => `${a.options.name} :${a.options.port}`).join(', ')}`);
  console.log(`  Backend: ${config.supabaseUrl} (mailbox: ${config.supabaseUrl}/mailbox)`);
  console.log(`  Admin:   ${backend.admin.email} — password in ${backend.admin.passwordFile}`);
  console.log('  Press Ctrl-C to stop.');

  onShutdown(
    async () => {
      await site.close();
      await backend.close();
    },
    { label: 'the site and the backend' },
  );
}

main().catch((error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

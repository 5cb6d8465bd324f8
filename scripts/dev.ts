/**
 * `npm run dev [app…]`: watch builds with hot reload on each app's port (all four by default), plus the
 * embedded backend. `npm run dev -w @wanderpages/remote-catalogue` runs one remote standalone for its team.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { onShutdown, startServer, stopChild } from '@wanderpages/supabase';
import { apps, findApp } from './lib/apps';
import { localRuntimeConfig, writeRuntimeConfig } from './lib/runtime-config-file';
import { runRspack } from './lib/rspack-cli';

async function main() {
  const names = process.argv.slice(2);
  const list = names.length > 0 ? names.map(findApp) : apps;
  const backend = await startServer({ port: Number(process.env.SUPABASE_PORT ?? 54321) });
  const config = localRuntimeConfig(`http://localhost:${backend.port}`, backend.anonKey);
  // Every app gets the file, so a remote running alone finds the backend too (public/ is git-ignored there).
  const publicDirs = list.map((a) => path.join(a.dir, 'public'));
  await Promise.all(publicDirs.map((dir) => mkdir(dir, { recursive: true })));
  await writeRuntimeConfig(publicDirs, config);

  // Each app's dev server is Rspack's own CLI (`rspack dev`), watching and hot-reloading on the app's port.
  const children = list.map((app) => {
    console.log(`  ${app.options.app}: http://localhost:${app.options.port}`);
    return runRspack('dev', app, { mode: 'development' }, true);
  });
  console.log(`  backend: ${config.supabaseUrl} — admin ${backend.admin.email}, password in ${backend.admin.passwordFile}`);

  onShutdown(
    async () => {
      await Promise.all(children.map(stopChild));
      await backend.close();
    },
    { label: 'the dev servers and the backend' },
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

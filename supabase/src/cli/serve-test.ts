/**
 * startTestBackend in a process of its own, for a harness that must not share an event loop with the backend
 * (the bench's burst: 500 HTTP clients in the backend's process would time their own work, not the backend's).
 * Prints one JSON line `{ url, anonKey, serviceRoleKey }` when ready; closes (and removes its temporary data
 * directory) on SIGTERM, SIGINT, or when stdin ends, i.e. when the parent goes away.
 */
import { onShutdown } from '../process/shutdown';
import { startTestBackend } from '../testing';

async function main(): Promise<void> {
  const backend = await startTestBackend({ autoconfirm: process.env.SUPABASE_AUTOCONFIRM === 'true' });
  const { shutdown } = onShutdown(() => backend.close(), { label: 'the test backend' });
  process.stdin.on('end', shutdown);
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify({ url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey })}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

/** `npm start -w @wanderpages/supabase`: the embedded backend on SUPABASE_PORT (54321) until SIGINT/SIGTERM. */
import { startServer } from '../index';
import { onShutdown } from '../process/shutdown';

async function main(): Promise<void> {
  const backend = await startServer({ port: Number(process.env.SUPABASE_PORT ?? 54321) });
  console.log('');
  console.log(`  Supabase (embedded) API URL: ${backend.url}`);
  console.log(`  Mailbox:                     ${backend.url}/mailbox`);
  console.log(`  anon key:                    ${backend.anonKey}`);
  console.log(`  Admin:                       ${backend.admin.email} (password in ${backend.admin.passwordFile})`);
  console.log(`  Data:                        ${backend.dataDir}`);
  console.log('  Press Ctrl-C to stop.');

  onShutdown(() => backend.close(), { label: 'the backend' });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

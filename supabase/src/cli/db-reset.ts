/** `npm run db:reset`: empties the data directory (database, keys, mailbox, admin password). */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { resolveDataDir, runningServer } from '../data-dir';

const dataDir = resolveDataDir();
const running = existsSync(dataDir) ? runningServer(dataDir) : undefined;
if (running) {
  console.error(`The backend (pid ${running.pid}, ${running.url}) is using ${dataDir}: stop it first.`);
  process.exit(1);
}
if (existsSync(dataDir)) {
  for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
}
console.log(`Emptied ${dataDir}. The next start creates a new database, new keys and a new admin password.`);

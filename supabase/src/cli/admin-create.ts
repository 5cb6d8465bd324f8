/**
 * `npm run admin:create -- <email> [password]`: makes <email> an admin, creating a confirmed user if needed.
 * Prints the password when it generated one. Works with the backend stopped (opens the database itself) or
 * running (goes through its admin API with the service-role key).
 */
import { generatePassword, makeAdmin } from '../admin';
import { claimDataDir, releaseDataDir, resolveDataDir, runningServer } from '../data-dir';
import { Database } from '../db/database';
import { bootstrap, migrate } from '../db/migrate';
import { loadOrCreateKeys } from '../keys';
import { createNodeClient } from '../testing';
import path from 'node:path';

async function viaRunningServer(url: string, serviceRoleKey: string, email: string, password: string | undefined, newUserPassword: string): Promise<boolean> {
  const service = createNodeClient(url, serviceRoleKey);
  const { data: list, error: listError } = await service.auth.admin.listUsers({ perPage: 1000 });
  if (listError) throw listError;
  let user = list.users.find((u) => u.email === email.toLowerCase());
  const created = !user;
  if (!user) {
    const { data, error } = await service.auth.admin.createUser({ email, password: password ?? newUserPassword, email_confirm: true });
    if (error) throw error;
    user = data.user;
  } else {
    const { error } = await service.auth.admin.updateUserById(user.id, { email_confirm: true, ...(password ? { password } : {}) });
    if (error) throw error;
  }
  const { error } = await service.from('admin_users').upsert({ user_id: user.id }, { onConflict: 'user_id', ignoreDuplicates: true });
  if (error) throw new Error(error.message);
  return created;
}

async function main(): Promise<void> {
  const [email, given] = process.argv.slice(2);
  if (!email) {
    console.error('Usage: npm run admin:create -w @wanderpages/supabase -- <email> [password]');
    process.exit(2);
  }
  const password = given ?? generatePassword();
  const dataDir = resolveDataDir();
  const running = runningServer(dataDir);
  if (running && !running.url.startsWith('http')) {
    console.error(`The backend (pid ${running.pid}) is starting or busy with ${dataDir}; try again in a few seconds.`);
    process.exit(1);
  }
  if (running) {
    const keys = await loadOrCreateKeys(dataDir);
    const created = await viaRunningServer(running.url, keys.serviceRoleKey, email, given, password);
    console.log(`${email} is an admin${created ? ' (new, confirmed user)' : ''}, through the running backend at ${running.url}.`);
    if (!created && given === undefined) {
      console.log('The user already existed and keeps its password.');
      return;
    }
  } else {
    claimDataDir(dataDir);
    await loadOrCreateKeys(dataDir);
    const db = await Database.open(path.join(dataDir, 'pgdata'));
    try {
      await bootstrap(db);
      await migrate(db);
      const result = await makeAdmin(db, email, given, password);
      console.log(`${result.email} is an admin${result.createdUser ? ' (new, confirmed user)' : ''}.`);
      if (!result.createdUser && given === undefined) {
        console.log('The user already existed and keeps its password.');
        return;
      }
    } finally {
      await db.close();
      releaseDataDir(dataDir);
    }
  }
  if (given === undefined) console.log(`Generated password: ${password}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

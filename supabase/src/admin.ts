import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashPassword } from './auth/password';
import { findUserByEmail, insertUser, updateUser } from './auth/users';
import { checkPassword, normaliseEmail } from './auth/validate';
import type { Database } from './db/database';

export const DEFAULT_ADMIN_EMAIL = 'admin@wanderpages.local';
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

export interface AdminResult {
  userId: string;
  email: string;
  createdUser: boolean;
}

/**
 * Makes `email` an admin: creates a confirmed user when there is none (with `password`), confirms an existing
 * one (setting `password` if given; a new user gets `password ?? newUserPassword`), and adds its admin_users row.
 * Idempotent.
 */
export async function makeAdmin(db: Database, rawEmail: string, password?: string, newUserPassword?: string): Promise<AdminResult> {
  const email = normaliseEmail(rawEmail);
  const hash = password === undefined ? undefined : await hashPassword(checkPassword(password));
  const newHash = hash ?? (newUserPassword === undefined ? null : await hashPassword(checkPassword(newUserPassword)));
  return db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    let createdUser = false;
    if (!user) {
      user = await insertUser(tx, { email, passwordHash: newHash, confirmed: true });
      createdUser = true;
    } else {
      const sets: Record<string, unknown> = {};
      if (hash) sets.encrypted_password = hash;
      if (user.email_confirmed_at === null) sets.email_confirmed_at = new Date();
      if (Object.keys(sets).length > 0) user = await updateUser(tx, user.id, sets);
    }
    await tx.query('insert into public.admin_users (user_id) values ($1) on conflict (user_id) do nothing', [user.id]);
    return { userId: user.id, email, createdUser };
  });
}

/**
 * On an empty database, creates admin@wanderpages.local with a generated password, saved (0600) in the data
 * directory. Returns the password only on the start that created it.
 */
export async function ensureDefaultAdmin(db: Database, dataDir: string): Promise<{ email: string; passwordFile: string; password?: string }> {
  const passwordFile = path.join(dataDir, ADMIN_PASSWORD_FILE);
  const empty = await db.transaction(async (tx) => {
    const users = await tx.query<{ n: number }>('select count(*)::int as n from auth.users');
    const admins = await tx.query<{ n: number }>('select count(*)::int as n from public.admin_users');
    return users.rows[0]?.n === 0 && admins.rows[0]?.n === 0;
  });
  if (!empty) return { email: DEFAULT_ADMIN_EMAIL, passwordFile };
  const password = generatePassword();
  await makeAdmin(db, DEFAULT_ADMIN_EMAIL, password);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  return { email: DEFAULT_ADMIN_EMAIL, passwordFile, password };
}

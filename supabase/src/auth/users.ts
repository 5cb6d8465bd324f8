import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../db/database';
import { loadSql } from '../sql/load-sql';

const INSERT_USER = loadSql('auth-insert-user');

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
}

export type UserJson = Record<string, unknown>;

function iso(date: Date | null | undefined): string | undefined {
  return date ? date.toISOString() : undefined;
}

/** GoTrue's user object; absent timestamps are left out, as GoTrue's omitempty does. */
export function userJson(row: UserRow): UserJson {
  const confirmed = row.email_confirmed_at !== null;
  const json: UserJson = {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.email_confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    new_email: row.email_change || undefined,
    email_change_sent_at: row.email_change ? iso(row.email_change_sent_at) : undefined,
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email: row.email, email_verified: confirmed, phone_verified: false, sub: row.id },
        provider: 'email',
        last_sign_in_at: iso(row.last_sign_in_at ?? row.created_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        email: row.email,
      },
    ],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: false,
  };
  return Object.fromEntries(Object.entries(json).filter(([, v]) => v !== undefined));
}

/**
 * What signUp returns for an address that is already registered and confirmed when confirmation is on: the
 * user a new sign-up would get (a fresh id, an unconfirmed email identity), so the response cannot tell the two
 * apart. Hosted GoTrue answers this case with `identities: []`, which does tell; we answer as for a new address
 * (docs/decisions/014, supabase/README.md "Security").
 */
export function obfuscatedUser(email: string, metadata: Record<string, unknown>): UserJson {
  const now = new Date();
  return userJson({
    id: randomUUID(),
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmation_token: null,
    confirmation_sent_at: now,
    recovery_token: null,
    recovery_sent_at: null,
    email_change: null,
    email_change_token_new: null,
    email_change_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: metadata,
    created_at: now,
    updated_at: now,
    banned_until: null,
  });
}

/** A link token: the raw value goes in the email, only its SHA-256 is stored. */
export function newLinkToken(): { raw: string; hash: string } {
  const raw = randomBytes(24).toString('hex');
  return { raw, hash: hashToken(raw) };
}

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const result = await tx.query<UserRow>('select * from auth.users where lower(email) = lower($1)', [email]);
  return result.rows[0];
}

/** The shape of a UUID, not just 36 of its characters: '-' * 36 reached Postgres, which refused it (a 500). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const result = await tx.query<UserRow>('select * from auth.users where id = $1', [id]);
  return result.rows[0];
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmationTokenHash?: string;
}

export async function insertUser(tx: Tx, user: NewUser): Promise<UserRow> {
  const appMetadata = { provider: 'email', providers: ['email'], ...(user.appMetadata ?? {}) };
  const result = await tx.query<UserRow>(
    INSERT_USER,
    [
      randomUUID(),
      user.email,
      user.passwordHash,
      user.confirmed,
      user.confirmationTokenHash ?? null,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata ?? {}),
    ],
  );
  const row = result.rows[0];
  if (!row) throw new Error('insert into auth.users returned nothing');
  return row;
}

export async function updateUser(tx: Tx, id: string, sets: Record<string, unknown>): Promise<UserRow> {
  const names = Object.keys(sets);
  // Column names here come from this module's callers, never from a request.
  const assignments = names.map((name, i) => `${name} = $${i + 2}`);
  assignments.push('updated_at = now()');
  const result = await tx.query<UserRow>(
    `update auth.users set ${assignments.join(', ')} where id = $1 returning *`,
    [id, ...names.map((n) => sets[n])],
  );
  const row = result.rows[0];
  if (!row) throw new Error('user vanished');
  return row;
}

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';

export interface Keys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

const TEN_YEARS_S = 10 * 365 * 24 * 3600;

export function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** An API key as the Supabase CLI makes them: HS256 {iss:"supabase-demo", role, exp}. */
async function apiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: 'supabase-demo', role, iat: now, exp: now + TEN_YEARS_S })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretBytes(secret));
}

/** Loads the keys from the data directory, generating a fresh JWT secret and both keys on first start. */
export async function loadOrCreateKeys(dataDir: string): Promise<Keys> {
  const file = path.join(dataDir, 'keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Keys;
  const jwtSecret = randomBytes(32).toString('base64url');
  const keys: Keys = {
    jwtSecret,
    anonKey: await apiKey(jwtSecret, 'anon'),
    serviceRoleKey: await apiKey(jwtSecret, 'service_role'),
  };
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

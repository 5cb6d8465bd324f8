/**
 * The embedded backend (supabase/src/testing.ts) on a fresh data directory, an admin user, and a service-role
 * client for arranging data. The bench uses supabase-js directly: it is a test harness, not app code.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { rootDir } from '../../scripts/lib/apps';

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  createUser(email: string, password: string, options: { admin: boolean; confirmed: boolean }): Promise<unknown>;
  close(): Promise<void>;
}

type StartTestBackend = (options: { autoconfirm: boolean }) => Promise<Backend>;

export const BENCH_ADMIN = { email: 'admin.bench@wanderpages.test', password: 'bench-Admin-passphrase' };

/** Loaded at run time so the harness typechecks and builds even while the backend package is in progress. */
export async function startBackend(): Promise<Backend> {
  const file = pathToFileURL(path.join(rootDir, 'supabase', 'src', 'testing.ts')).href;
  const mod = (await import(file)) as { startTestBackend?: StartTestBackend };
  if (typeof mod.startTestBackend !== 'function') throw new Error('supabase/src/testing.ts does not export startTestBackend');
  const backend = await mod.startTestBackend({ autoconfirm: false });
  await backend.createUser(BENCH_ADMIN.email, BENCH_ADMIN.password, { admin: true, confirmed: true });
  return backend;
}

export function serviceClient(backend: Backend): SupabaseClient {
  return createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

export async function countSignups(service: SupabaseClient): Promise<number> {
  const { count, error } = await service.from('newsletter_signups').select('*', { count: 'exact', head: true });
  if (error) throw new Error(`counting signups failed: ${error.message}`);
  return count ?? 0;
}

export async function clearSignups(service: SupabaseClient): Promise<void> {
  const { error } = await service.from('newsletter_signups').delete().neq('id', '00000000-0000-0000-0000-000000000000');
  if (error) throw new Error(`clearing signups failed: ${error.message}`);
}

/** `total` signups in bulk inserts of `batch` rows, created_at spread evenly over the last 60 days. */
export async function seedSignups(service: SupabaseClient, total: number, batch = 5000): Promise<number> {
  const now = Date.now();
  const span = 60 * 24 * 3600 * 1000;
  const started = performance.now();
  for (let offset = 0; offset < total; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, total - offset) }, (_, i) => {
      const n = offset + i;
      return {
        email: `reader.${n}@bench.example.com`,
        source: n % 3 === 0 ? 'chatbot' : 'homepage_newsletter',
        created_at: new Date(now - Math.floor((n / total) * span)).toISOString(),
      };
    });
    const { error } = await service.from('newsletter_signups').insert(rows);
    if (error) throw new Error(`seeding signups failed at ${offset}: ${error.message}`);
  }
  return (performance.now() - started) / 1000;
}

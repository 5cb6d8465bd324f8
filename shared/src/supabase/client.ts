import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The site's one Supabase client. supabase-js is imported lazily so it stays off the critical rendering
 * path: static pages paint before ~50 KB of client code arrives. `shared` is a federation singleton, so every
 * remote gets this same client and the same GoTrue session.
 */
let settings: { url: string; anonKey: string } | undefined;
let clientPromise: Promise<SupabaseClient> | undefined;

export function configureSupabase(url: string, anonKey: string): void {
  if (settings && (settings.url !== url || settings.anonKey !== anonKey)) {
    throw new Error('Supabase is already configured with another project');
  }
  settings = { url, anonKey };
}

export function isSupabaseConfigured(): boolean {
  return settings !== undefined;
}

export function getSupabase(): Promise<SupabaseClient> {
  if (!settings) return Promise.reject(new Error('Supabase is not configured: call configureSupabase() first'));
  const { url, anonKey } = settings;
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(url, anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    }),
  );
  return clientPromise;
}

/** For tests only: forget the client so the next test configures a fresh one. */
export async function resetSupabaseForTests(): Promise<void> {
  const pending = clientPromise;
  settings = undefined;
  clientPromise = undefined;
  if (pending) {
    const client = await pending;
    client.auth.stopAutoRefresh();
    await client.removeAllChannels();
  }
}

/**
 * What a test needs to use the backend started by backend-global-setup.ts: its URL and keys, a service-role
 * client for arranging data, and helpers to create users. Everything goes over HTTP through supabase-js.
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { createNodeClient, readMailbox } from '@wanderpages/supabase/src/testing';

export interface TestBackend {
  url: string;
  anonKey: string;
  serviceKey: string;
}

export function testBackend(): TestBackend {
  const url = process.env.WP_TEST_SUPABASE_URL;
  const anonKey = process.env.WP_TEST_ANON_KEY;
  const serviceKey = process.env.WP_TEST_SERVICE_KEY;
  if (!url || !anonKey || !serviceKey) {
    throw new Error('The test backend is not running: add jest/backend-global-setup.ts as this project\'s globalSetup');
  }
  return { url, anonKey, serviceKey };
}

let service: SupabaseClient | undefined;

/** A privileged client (bypasses RLS) for arranging and inspecting test data. Never used by app code. */
export function serviceClient(): SupabaseClient {
  const { url, serviceKey } = testBackend();
  // One per test worker: every new client would add another GoTrue instance (and a warning) for nothing.
  service ??= createNodeClient(url, serviceKey);
  return service;
}

let counter = 0;
/** A unique, valid email for one test. */
export function uniqueEmail(prefix = 'reader'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Creates a confirmed user (optionally an admin) through the GoTrue admin API and admin_users. */
export async function createConfirmedUser(
  email: string,
  password: string,
  { admin = false }: { admin?: boolean } = {},
): Promise<{ id: string; email: string }> {
  const service = serviceClient();
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message ?? 'no user'}`);
  if (admin) {
    const { error: adminError } = await service.from('admin_users').insert({ user_id: data.user.id });
    if (adminError) throw new Error(`admin_users insert failed: ${adminError.message}`);
  }
  return { id: data.user.id, email };
}

/** Empties newsletter_signups, so each test starts from a known list. */
export async function clearSignups(): Promise<void> {
  const { error } = await serviceClient()
    .from('newsletter_signups')
    .delete()
    .neq('id', '00000000-0000-0000-0000-000000000000');
  if (error) throw new Error(`clearing signups failed: ${error.message}`);
}

/**
 * Signs in as another tab or device would (a client of its own, not the page's) and returns the session, with
 * the localStorage key under which the page's supabase-js client looks for it (named after the backend's host).
 */
export async function signInElsewhere(email: string, password: string): Promise<{ session: Session; storageKey: string }> {
  const { url, anonKey } = testBackend();
  const { data, error } = await createNodeClient(url, anonKey).auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message ?? 'no session'}`);
  return { session: data.session, storageKey: `sb-${new URL(url).hostname.split('.')[0]}-auth-token` };
}

/** The links in the emails the test backend has sent to `email`. */
export async function linksSentTo(email: string): Promise<string[]> {
  const messages = await readMailbox(testBackend().url);
  return messages.filter((m) => m.to === email).flatMap((m) => m.links);
}

/**
 * Jest globalSetup for projects whose tests talk to the real embedded backend: starts it once, in the jest
 * process, on a fresh temporary data directory and a free port, and hands its URL and keys to the test
 * workers through environment variables (workers inherit the parent's env).
 */
import { startTestBackend } from '@wanderpages/supabase/src/testing';

type Running = Awaited<ReturnType<typeof startTestBackend>>;

declare global {
  var __WANDERPAGES_BACKEND__: Running | undefined;
}

export default async function globalSetup(): Promise<void> {
  const backend = await startTestBackend({ autoconfirm: false });
  globalThis.__WANDERPAGES_BACKEND__ = backend;
  process.env.WP_TEST_SUPABASE_URL = backend.url;
  process.env.WP_TEST_ANON_KEY = backend.anonKey;
  process.env.WP_TEST_SERVICE_KEY = backend.serviceRoleKey;
}

import { getSupabase } from '@wanderpages/shared';

/**
 * Standalone development only: the real /auth page belongs to remote-engagement, so the admin remote run on
 * its own signs in through the shared client here. Never exposed to the host.
 */
export async function signInForStandalone(email: string, password: string): Promise<string | null> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  return error ? error.message : null;
}

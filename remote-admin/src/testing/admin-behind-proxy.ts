import { configureSupabase, getSupabase } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { createConfirmedUser, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { startRestProxy, type RestProxy } from './rest-proxy';

export interface AdminBehindProxy {
  proxy: RestProxy;
  admin: { id: string; email: string };
  /** Forgets the client and its session, and stops the proxy. */
  close(): Promise<void>;
}

/** For tests only: the site's one Supabase client pointed at a recording proxy, signed in as a new admin. */
export async function signInAdminBehindProxy(password = 'correct-horse-battery'): Promise<AdminBehindProxy> {
  const proxy = await startRestProxy(testBackend().url);
  localStorage.clear();
  configureSupabase(proxy.url, testBackend().anonKey);
  const email = uniqueEmail('admin');
  const { id } = await createConfirmedUser(email, password, { admin: true });
  const { error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign in failed: ${error.message}`);
  return {
    proxy,
    admin: { id, email },
    close: async () => {
      await resetSupabaseForTests();
      await proxy.close();
    },
  };
}

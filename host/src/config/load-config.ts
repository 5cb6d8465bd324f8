import { configureSupabase, failSupabaseConfiguration, type RuntimeConfig } from '@wanderpages/shared';
import { runtimeConfig } from './early-config';
import { onAnyRemoteRetry } from '../federation/remote-registry';

let pending: Promise<RuntimeConfig> | undefined;

/**
 * Configures Supabase from runtime-config.json: the request the entry started (early-config.ts), whose answer the
 * remotes' registration takes too. A failure is not remembered here, so a remote's Retry asks again (early-config
 * makes one request for that Retry); Supabase is told only when there is nothing else to wait for.
 */
function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (pending) return pending;
  pending = runtimeConfig().then(
    (config) => {
      configureSupabase(config.supabaseUrl, config.supabaseAnonKey);
      return config;
    },
    (error: unknown) => {
      pending = undefined;
      console.error('Could not load runtime-config.json:', error);
      failSupabaseConfiguration(error);
      throw error;
    },
  );
  return pending;
}

/**
 * Configures the one Supabase client from the config the entry already asked for. Without it no remote could load
 * either, and their slots show Retry: the reader's Retry asks for the config again, for Supabase too (or the
 * sections came back and every signup and sign-in waited for a client that was never configured), in the one
 * request that Retry makes for the remotes as well (early-config.ts).
 */
export function configureSupabaseFromConfig(): void {
  loadRuntimeConfig().catch(() => {
    const stop = onAnyRemoteRetry(() => {
      loadRuntimeConfig().then(stop, () => undefined);
    });
  });
}

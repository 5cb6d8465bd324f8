import { configureSupabase, failSupabaseConfiguration, fetchRuntimeConfig, type RuntimeConfig } from '@wanderpages/shared';

let pending: Promise<RuntimeConfig> | undefined;

/**
 * Fetches runtime-config.json once (no-store) and configures Supabase from it. A failure is not remembered,
 * so a remote's Retry asks again; Supabase is told only when there is nothing else to wait for.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig().then(
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

import {
  configureSupabase,
  failSupabaseConfiguration,
  fetchRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
} from '@wanderpages/shared';
import { RUNTIME_CONFIG_URL, takeEarlyConfig } from './early-config';

let pending: Promise<RuntimeConfig> | undefined;

/**
 * Fetches runtime-config.json once (no-store) and configures Supabase from it. A failure is not remembered,
 * so a remote's Retry asks again; Supabase is told only when there is nothing else to wait for.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (pending) return pending;
  // The entry started the first request already; a Retry after a failure fetches afresh.
  const early = takeEarlyConfig();
  pending = (early ? early.then(parseRuntimeConfig) : fetchRuntimeConfig(RUNTIME_CONFIG_URL)).then(
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

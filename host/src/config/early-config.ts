/**
 * The runtime config's request, started by the start gate (config-request.ts) or else by the entry before anything
 * else loads. It imports only the config's parser (`@wanderpages/shared/runtime-config`, stateless, bundled into
 * the entry), the host's `nextTask` and the Retry count (federation/remote-retry.ts, which imports only types), so
 * it adds no shared module to the synchronous start-up: the remotes' manifests can be fetched while React's chunks
 * are still arriving.
 */
import { parseRuntimeConfig, type RuntimeConfig } from '@wanderpages/shared/runtime-config';
import { fetchConfigJson, takeConfigRequest } from './config-request';
import { retriesSoFar } from '../federation/remote-retry';
import { nextTask } from '../next-task';

export { RUNTIME_CONFIG_URL } from './config-request';

/** The page's config request: the remotes' registration and Supabase's configuration both take its answer. */
let asked: { config: Promise<RuntimeConfig>; failed: boolean; retry: number; address: string } | undefined;

/**
 * The runtime config, one request for everyone who needs it. A request that failed is made again once the reader
 * asks for it, and then once: after their next Retry, or on the next page they go to. The Retry reconfigures
 * Supabase (load-config.ts), brings back every remote's slots and explains their failures
 * (federation/remote-registry.ts), and each of them asking for its own had requested the file two or three times
 * per Retry, and once more as the first failure was shown.
 */
export function runtimeConfig(): Promise<RuntimeConfig> {
  if (asked && !(asked.failed && (asked.retry !== retriesSoFar() || asked.address !== currentAddress()))) return asked.config;
  // The first time, the gate's request if it made one; after a failure, a fresh one.
  const json = (asked ? undefined : takeConfigRequest()) ?? fetchConfigJson();
  const made = { config: json.then(parseRuntimeConfig), failed: false, retry: retriesSoFar(), address: currentAddress() };
  made.config.catch(() => void (made.failed = true)); // reported where it is taken
  asked = made;
  return made.config;
}

function currentAddress(): string {
  return window.location.pathname + window.location.search;
}

/** Starts the page's config request (the entry calls this before anything else). */
export function startConfigFetch(): void {
  void runtimeConfig();
}

/**
 * The remotes' manifest URLs. Never in the task that asks: the gate may hold the config already (fetched while the
 * page was idle), and the remotes' registration and preloads would then run in the entry's own evaluation, one
 * long task (decision 039).
 */
export function loadManifestUrls(): Promise<RuntimeConfig['remotes']> {
  return Promise.all([runtimeConfig(), nextTask()]).then(([config]) => config.remotes);
}

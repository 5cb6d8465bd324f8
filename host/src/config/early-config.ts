/**
 * The runtime config's request, started by the start gate (config-request.ts) or else by the entry before anything
 * else loads. It imports only the config's parser (`@wanderpages/shared/runtime-config`, stateless, bundled into
 * the entry) and the host's `nextTask`, so it adds no shared module to the synchronous start-up: the remotes'
 * manifests can be fetched while React's chunks are still arriving.
 */
import { parseRuntimeConfig, type RuntimeConfig } from '@wanderpages/shared/runtime-config';
import { fetchConfigJson, takeConfigRequest } from './config-request';
import { nextTask } from '../next-task';

export { RUNTIME_CONFIG_URL } from './config-request';

let early: Promise<unknown> | undefined;
let earlyForRemotes: Promise<unknown> | undefined;

export function startConfigFetch(): void {
  if (early) return;
  early = takeConfigRequest() ?? fetchConfigJson();
  earlyForRemotes = early;
  early.catch(() => undefined); // handled where it is taken
}

/** The early request's JSON, once; later calls (a Retry) get undefined and fetch afresh. */
export function takeEarlyConfig(): Promise<unknown> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}

/**
 * The remotes' manifest URLs: from the early request the first time, from a fresh one after (a Retry). Never in the
 * task that asks: the gate may hold the config already (fetched while the page was idle), and the remotes'
 * registration and preloads would then run in the entry's own evaluation, one long task (decision 039).
 */
export function loadManifestUrls(): Promise<RuntimeConfig['remotes']> {
  const json = earlyForRemotes ?? fetchConfigJson();
  earlyForRemotes = undefined;
  return Promise.all([json, nextTask()]).then(([raw]) => parseRuntimeConfig(raw).remotes);
}

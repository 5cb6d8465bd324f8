import type { RemoteName } from '@wanderpages/shared';

/**
 * Who waits for a remote's Retry: every failed slot of that remote listens, so one Retry brings them all back.
 * Shared by the host's registry and the bench's monolith stand-in (bench/monolith/remote-registry.ts).
 */
const retryListeners = new Map<RemoteName, Set<() => void>>();
const anyRetryListeners = new Set<() => void>();
let retries = 0;

/** A failed slot listens here, so one Retry brings back every section of that remote at once. */
export function onRemoteRetry(name: RemoteName, listener: () => void): () => void {
  const listeners = retryListeners.get(name) ?? new Set();
  retryListeners.set(name, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For what every remote needs (the runtime config): told of a Retry of any remote, before its slots try again. */
export function onAnyRemoteRetry(listener: () => void): () => void {
  anyRetryListeners.add(listener);
  return () => anyRetryListeners.delete(listener);
}

/** Every failed slot of these remotes tries again. */
export function notifyRetry(...names: RemoteName[]): void {
  retries += 1; // before anyone is told, so whoever asks during this Retry sees it, whatever the listeners' order
  for (const listener of [...anyRetryListeners]) listener();
  for (const name of names) for (const listener of [...(retryListeners.get(name) ?? [])]) listener();
}

/**
 * How many Retries the reader has pressed on this page. What failed before the latest one is asked for again,
 * once for everyone who asks during it (config/early-config.ts).
 */
export function retriesSoFar(): number {
  return retries;
}

/** Every remote with a failed slot. */
export function remotesWaitingForRetry(): RemoteName[] {
  return [...retryListeners].filter(([, listeners]) => listeners.size > 0).map(([name]) => name);
}

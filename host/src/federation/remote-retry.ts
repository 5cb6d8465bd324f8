import type { RemoteName } from '@wanderpages/shared';

/**
 * Who waits for a remote's Retry: every failed slot of that remote listens, so one Retry brings them all back.
 * Shared by the host's registry and the bench's monolith stand-in (bench/monolith/remote-registry.ts).
 */
const retryListeners = new Map<RemoteName, Set<() => void>>();

/** A failed slot listens here, so one Retry brings back every section of that remote at once. */
export function onRemoteRetry(name: RemoteName, listener: () => void): () => void {
  const listeners = retryListeners.get(name) ?? new Set();
  retryListeners.set(name, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every failed slot of this remote tries again. */
export function notifyRetry(name: RemoteName): void {
  for (const listener of [...(retryListeners.get(name) ?? [])]) listener();
}

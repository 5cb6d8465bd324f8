/**
 * The page's first request for runtime-config.json. The start gate makes it (it needs the remotes' origins to
 * fetch their files early: src/gate/remote-scripts.ts), the entry takes its answer instead of asking again. Two
 * bundles share it, so it lives on globalThis. Without the gate (the development server) the entry asks itself.
 */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

const KEY = Symbol.for('wanderpages.runtime-config-request');

type WithRequest = typeof globalThis & { [KEY]?: Promise<unknown> };

/** The config's JSON, fetched afresh (no-store: a deploy changes it without changing its address). */
export function fetchConfigJson(): Promise<unknown> {
  return fetch(RUNTIME_CONFIG_URL, { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** Starts the page's first request (once) and returns it: the gate calls this. */
export function startConfigRequest(): Promise<unknown> {
  const global = globalThis as WithRequest;
  if (!global[KEY]) {
    global[KEY] = fetchConfigJson();
    global[KEY].catch(() => undefined); // handled where the entry takes it
  }
  return global[KEY];
}

/** The request the gate started, once (the entry takes it); undefined when there is none. */
export function takeConfigRequest(): Promise<unknown> | undefined {
  const global = globalThis as WithRequest;
  const request = global[KEY];
  delete global[KEY];
  return request;
}

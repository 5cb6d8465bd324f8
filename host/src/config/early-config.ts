/**
 * The runtime config's request, started by the entry before anything else loads. This module imports nothing,
 * so it adds no shared module to the synchronous start-up.
 */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

let early: Promise<unknown> | undefined;

export function startConfigFetch(): void {
  early ??= fetch(RUNTIME_CONFIG_URL, { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  early.catch(() => undefined); // handled where it is taken
}

/** The early request's JSON, once; later calls (a Retry) get undefined and fetch afresh. */
export function takeEarlyConfig(): Promise<unknown> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}

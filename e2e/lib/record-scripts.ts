import type { Page } from '@playwright/test';
import { isPrefetch } from './prefetch';

export interface ScriptRecorder {
  clear(): void;
  /** Every script body so far (by URL), once those still being read are in. */
  bodies(): Promise<Map<string, string>>;
}

/** Records the body of every script the page runs (a prefetch is fetched, not run: its run from the cache counts). */
export function recordScripts(page: Page): ScriptRecorder {
  const bodies = new Map<string, string>();
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    if (isPrefetch(response.request())) return;
    const read = response.text().then(
      (text) => void bodies.set(response.url(), text),
      () => undefined, // a redirect or aborted response has no body to read
    );
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return {
    clear: () => bodies.clear(),
    bodies: async () => {
      await Promise.all([...reading]);
      return bodies;
    },
  };
}

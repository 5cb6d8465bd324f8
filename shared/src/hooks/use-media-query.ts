import { useSyncExternalStore } from 'react';

/** Where matchMedia is missing (jsdom, an old webview), nothing matches and nothing changes. */
const queryList = (query: string): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

/** Whether a CSS media query matches now, following its changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = queryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => queryList(query)?.matches ?? false,
    () => false,
  );
}

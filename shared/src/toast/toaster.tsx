import { useEffect, useSyncExternalStore } from 'react';
import { tokens } from '../theme/tokens';
import { loadedSonner, loadSonner, subscribeSonner } from './load-sonner';

/** Runs `callback` once the browser is idle (a timeout where requestIdleCallback is missing). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/**
 * On a phone a toast spans the screen's width, so it rises above the chat launcher (a 56 px button 16 px from the
 * bottom-right corner, remote-engagement's chat-launcher.tsx) instead of covering it; engagement.spec.ts checks it.
 */
const PHONE_OFFSET = { bottom: 16 + 56 + 16, left: 16, right: 16 };

/**
 * Mounted once by the host (or by a remote running standalone). Sonner renders an aria-live region,
 * so every toast is announced to screen readers. It loads after the first render (see load-sonner.ts) and is
 * read from a store, not through React.lazy: a Suspense boundary revealed during the page's load would make
 * React hold back the page's own sections (it spaces reveals 300 ms after any fallback).
 */
export function Toaster() {
  const sonner = useSyncExternalStore(subscribeSonner, loadedSonner, () => undefined);
  useEffect(
    () =>
      whenIdle(() => {
        loadSonner().catch((error: unknown) => console.error('The toast library could not be loaded:', error));
      }),
    [],
  );
  if (!sonner) return null;
  return (
    <sonner.Toaster
      position="bottom-left"
      richColors
      closeButton
      duration={5000}
      mobileOffset={PHONE_OFFSET}
      toastOptions={{ style: { fontFamily: tokens.font.body, fontSize: '0.95rem' } }}
    />
  );
}

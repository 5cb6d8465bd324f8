import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { tokens } from '../theme/tokens';
import { loadSonner, requestToaster, subscribeToasterRequest, toasterRequested } from './load-sonner';

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

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
 * Mounted once by the host (or by a remote running standalone). Sonner renders an aria-live region,
 * so every toast is announced to screen readers. It loads after the first render (see load-sonner.ts).
 */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, toasterRequested, () => false);
  useEffect(() => whenIdle(requestToaster), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-left"
        richColors
        closeButton
        duration={5000}
        toastOptions={{ style: { fontFamily: tokens.font.body, fontSize: '0.95rem' } }}
      />
    </Suspense>
  );
}

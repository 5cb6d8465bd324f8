import { useEffect, useState, useSyncExternalStore } from 'react';
import { tokens } from '../theme/tokens';
import { loadSonner, requestToaster, subscribeToasterRequest, toasterRequested } from './load-sonner';

type SonnerToaster = Awaited<ReturnType<typeof loadSonner>>['Toaster'];

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
 * so every toast is announced to screen readers. It loads after the first render (see load-sonner.ts), into
 * state rather than through React.lazy: a Suspense boundary revealed during the page's load would make React
 * hold back the page's own sections (it spaces reveals 300 ms after any fallback).
 */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, toasterRequested, () => false);
  const [Loaded, setLoaded] = useState<{ Toaster: SonnerToaster } | null>(null);
  useEffect(() => whenIdle(requestToaster), []);
  useEffect(() => {
    if (!requested) return;
    let cancelled = false;
    loadSonner().then(
      (sonner) => {
        if (!cancelled) setLoaded({ Toaster: sonner.Toaster });
      },
      (error: unknown) => console.error('The toast library could not be loaded:', error),
    );
    return () => {
      cancelled = true;
    };
  }, [requested]);
  if (!Loaded) return null;
  return (
    <Loaded.Toaster
      position="bottom-left"
      richColors
      closeButton
      duration={5000}
      toastOptions={{ style: { fontFamily: tokens.font.body, fontSize: '0.95rem' } }}
    />
  );
}

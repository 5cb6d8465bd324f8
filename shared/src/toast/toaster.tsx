import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { useMediaQuery } from '../hooks/use-media-query';
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
 * Below this width a toast at the bottom would cover the chat: its launcher (a 56 px button 16 px from the
 * bottom-right corner) and its open panel (up to 380 px wide above it, with the message field at its foot:
 * remote-engagement's chat components), which is where the chat's own toasts come. So there toasts come in at the
 * top, under the sticky header (64 px high, host/src/layout/header.tsx); engagement.spec.ts checks both.
 */
const NARROW = '(max-width: 800px)';
const UNDER_HEADER = { top: 64 + 8, left: 16, right: 16 };
const RICH_TEXT = { '--success-text': tokens.color.success, '--error-text': tokens.color.danger } as CSSProperties;

/**
 * Mounted once by the host (or by a remote running standalone). Sonner renders an aria-live region,
 * so every toast is announced to screen readers. It loads after the first render (see load-sonner.ts) and is
 * read from a store, not through React.lazy: a Suspense boundary revealed during the page's load would make
 * React hold back the page's own sections (it spaces reveals 300 ms after any fallback).
 */
export function Toaster() {
  const sonner = useSyncExternalStore(subscribeSonner, loadedSonner, () => undefined);
  const narrow = useMediaQuery(NARROW);
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
      position={narrow ? 'top-center' : 'bottom-left'}
      richColors
      closeButton
      duration={5000}
      offset={narrow ? UNDER_HEADER : undefined}
      mobileOffset={UNDER_HEADER}
      toastOptions={{ style: { fontFamily: tokens.font.body, fontSize: '0.95rem' } }}
      // sonner's rich colours put its green and red text at about 4.3:1 on their tints; the theme's own pass 4.5:1.
      style={RICH_TEXT}
    />
  );
}

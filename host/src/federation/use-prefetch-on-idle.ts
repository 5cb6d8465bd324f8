import { useEffect } from 'react';
import { REMOTE_NAMES } from '@wanderpages/shared';
import { prefetchRemote } from './remote-registry';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

function onSlowOrMeteredConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g|3g/.test(connection?.effectiveType ?? '');
}

/**
 * Warms every remote once the page has finished loading and the browser is idle, so the next navigation does
 * not wait on the network. Never during the first load (it would compete with what the page needs) and never
 * on a slow or metered connection (hover and focus still prefetch there).
 */
export function usePrefetchOnIdle(): void {
  useEffect(() => {
    if (onSlowOrMeteredConnection()) return;
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => REMOTE_NAMES.forEach(prefetchRemote);
    const schedule = () => {
      // A little after load, so the page's own remote chunks and the LCP image have the network to themselves.
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(run, { timeout: 10_000 });
        else run();
      }, 3000);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (timer) clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    };
  }, []);
}

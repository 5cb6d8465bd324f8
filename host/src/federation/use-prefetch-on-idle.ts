import { useEffect } from 'react';
import { REMOTE_NAMES } from '@wanderpages/shared';
import { prefetchRemote } from './remote-registry';

/** Once the page is idle, warm every remote so the next navigation does not wait on the network. */
export function usePrefetchOnIdle(): void {
  useEffect(() => {
    const run = () => REMOTE_NAMES.forEach(prefetchRemote);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(run, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 2000);
    return () => clearTimeout(timer);
  }, []);
}

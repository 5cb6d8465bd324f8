import { startTransition, useEffect, useState } from 'react';

/**
 * False in the build-time HTML and while hydrating it, true from the render after. As a transition: a store read
 * (useSyncExternalStore, the usual idiom) re-renders synchronously, and right after hydration that re-render of the
 * whole header was one long task on a slow phone.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

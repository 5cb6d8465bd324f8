import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * false while React hydrates the page's HTML fragment (and at build time), true from the next render on. A page
 * whose first HTML cannot know something the browser knows (the shelf's filters in the URL's query, which the
 * edge does not pass to fragments) renders the fragment's state first, then the browser's, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}

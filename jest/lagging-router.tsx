import { act, render, type RenderResult } from '@testing-library/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { resolvePath, Router, type Location, type Navigator, type To } from 'react-router-dom';
import { SiteProviders } from '@wanderpages/shared';
import { signedOutAuth } from './render-with-providers';

/**
 * A router whose navigations land only when the test says so (`land()`), as the host's do: it commits a navigation
 * in a transition, then renders the remote's root, a render or more after the event that asked for it. What a
 * remote shows in between is what a fast hand (an arrow key held, quick typing) sees and acts on.
 */
export function laggingRouter(initial: string) {
  let serial = 0;
  const entries: Location[] = [{ ...toLocation(initial, null), key: 'default' }];
  let index = 0;
  let waiting: (() => void)[] = [];
  const listeners = new Set<() => void>();

  function toLocation(to: To, state: unknown): Location {
    const { pathname, search, hash } = resolvePath(to);
    serial += 1;
    return { pathname, search, hash, state, key: `entry-${serial}` };
  }

  const navigator: Navigator = {
    createHref: (to) => {
      const { pathname, search, hash } = resolvePath(to);
      return pathname + search + hash;
    },
    push: (to, state) => void waiting.push(() => entries.splice(++index, Infinity, toLocation(to, state))),
    replace: (to, state) => void waiting.push(() => entries.splice(index, 1, toLocation(to, state))),
    go: (delta) => void waiting.push(() => (index = Math.min(entries.length - 1, Math.max(0, index + delta)))),
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => entries[index]!;

  function LaggingRouter({ children }: { children: ReactNode }) {
    const location = useSyncExternalStore(subscribe, current);
    return (
      <Router location={location} navigator={navigator}>
        {children}
      </Router>
    );
  }

  return {
    render: (ui: ReactNode): RenderResult =>
      render(
        <SiteProviders auth={signedOutAuth}>
          <LaggingRouter>{ui}</LaggingRouter>
        </SiteProviders>,
      ),
    /** The browser's Back button: a navigation like the others, landing with them. */
    back: () => {
      navigator.go(-1);
      // The browser tells the page at once; the router renders it later.
      act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    },
    /** Lands every navigation asked for so far, in order. */
    land: () =>
      act(() => {
        const landing = waiting;
        waiting = [];
        for (const step of landing) step();
        for (const listener of listeners) listener();
      }),
    /** The path and query of every entry in the history, and which one is current. */
    history: () => ({ paths: entries.map((entry) => entry.pathname + entry.search), index }),
  };
}

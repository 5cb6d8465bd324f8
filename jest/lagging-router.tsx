import { act, render, type RenderResult } from '@testing-library/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { resolvePath, Router, type Location, type Navigator, type To } from 'react-router-dom';
import { SiteProviders, type AuthState } from '@wanderpages/shared';
import { signedOutAuth } from './render-with-providers';

interface LaggingRouterOptions {
  /** The auth state the page is rendered in; 'real': the real AuthProvider (after configureSupabase). Signed out by default. */
  auth?: AuthState | 'real';
  /**
   * The browser's address moves when a push or a replace is asked for, before it lands, as the host's BrowserRouter
   * moves it (pushState at once, the render later). Off by default: the address is left alone.
   */
  address?: boolean;
}

/**
 * A router whose navigations land only when the test says so (`land()`), as the host's do: it commits a navigation
 * in a transition, then renders the remote's root, a render or more after the event that asked for it. What a
 * remote shows in between is what a fast hand (an arrow key held, quick typing) sees and acts on.
 */
export function laggingRouter(initial: string, { auth = signedOutAuth, address = false }: LaggingRouterOptions = {}) {
  let serial = 0;
  /** Every navigation asked for, in order, landed or not: "push /books", "replace /", "go -1". */
  const asked: string[] = [];
  if (address) window.history.replaceState(null, '', initial);
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
    push: (to, state) => {
      ask('push', to, state);
      waiting.push(() => entries.splice(++index, Infinity, toLocation(to, state)));
    },
    replace: (to, state) => {
      ask('replace', to, state);
      waiting.push(() => entries.splice(index, 1, toLocation(to, state)));
    },
    go: (delta) => {
      asked.push(`go ${delta}`);
      waiting.push(() => (index = Math.min(entries.length - 1, Math.max(0, index + delta))));
    },
  };

  function ask(how: 'push' | 'replace', to: To, state: unknown) {
    const href = navigator.createHref(to);
    asked.push(`${how} ${href}`);
    if (address) window.history[how === 'push' ? 'pushState' : 'replaceState'](state, '', href);
  }

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
        <SiteProviders auth={auth === 'real' ? undefined : auth}>
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
    asked,
    /** The path and query of every entry in the history, and which one is current. */
    history: () => ({ paths: entries.map((entry) => entry.pathname + entry.search), index }),
  };
}

import type { ReactNode } from 'react';
import { Router, type Location, type Navigator } from 'react-router-dom';
import { AuthContext, type AuthState } from '../auth/auth-context';
import { WanderpagesThemeProvider } from '../theme/theme-provider';

/** What a remote's section sees of the page around it: where the router is, how to navigate, who is signed in. */
export interface SlotContext {
  location: Location;
  navigator: Navigator;
  auth: AuthState;
}

/**
 * Each remote section is a React root of its own, and useId counts per root: a prefix per module keeps ids
 * unique on the page (the fragment's renderer and the browser's root use the same one).
 */
export function slotIdPrefix(module: string): string {
  return `${module.replace(/[^A-Za-z0-9]+/g, '-')}-`;
}

/**
 * The auth state every fragment is rendered in at build time, and so the state a remote hydrates in: nothing
 * is known yet. The live state follows right after hydration (see the host's slot roots).
 */
export const PENDING_AUTH: AuthState = {
  status: 'loading',
  user: null,
  session: null,
  isAdmin: false,
  isAdminLoading: false,
  lastEvent: null,
  signOut: async () => undefined,
};

/**
 * The providers around a remote's own React root (each remote section is a root of its own, see
 * docs/decisions on composition): the theme, a router that follows the host's, and the host's auth state.
 * The same tree renders the section's HTML fragment at build time and takes it over in the browser, so the two
 * produce the same markup. Global styles are the host's, never repeated per section.
 */
export function SlotProviders({ context, children }: { context: SlotContext; children: ReactNode }) {
  return (
    <WanderpagesThemeProvider withGlobalStyle={false}>
      <Router location={context.location} navigator={context.navigator}>
        <AuthContext.Provider value={context.auth}>{children}</AuthContext.Provider>
      </Router>
    </WanderpagesThemeProvider>
  );
}

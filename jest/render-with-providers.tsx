/**
 * Renders a component the way the host would: theme, router at a given URL, auth, and the toaster.
 * `auth: 'real'` uses the real AuthProvider (supabase-js against the test backend, after configureSupabase);
 * an object sets the auth state directly, for tests of how a screen reacts to a given state.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SiteProviders, type AuthState } from '@wanderpages/shared';
import { loadSonner } from '../shared/src/toast/load-sonner';

/**
 * The site's toaster loads its library after the first render and renders it a task later
 * (shared/src/toast/load-sonner.ts). In a test of a screen, that render would land between two of the test's
 * awaits, outside act(), whenever the import happened to resolve. The library is loaded, and that task has run,
 * before the tests of a file that renders with these providers; the toaster's own tests cover the lazy path.
 */
beforeAll(async () => {
  await loadSonner();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

export interface RenderOptions {
  /** The URL the router starts at. */
  route?: string | { pathname: string; state?: unknown };
  /** Route pattern the element is mounted at (e.g. "/destinations/*"); default: every path. */
  path?: string | string[];
  auth?: 'real' | Partial<AuthState>;
}

export const signedOutAuth: AuthState = {
  status: 'signed-out',
  user: null,
  session: null,
  isAdmin: false,
  isAdminLoading: false,
  lastEvent: 'INITIAL_SESSION',
  signOut: async () => undefined,
};

/** Shows the router's current path, so a test can assert a redirect by text. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', auth = {} }: RenderOptions = {}): RenderResult {
  const paths = Array.isArray(path) ? path : [path];
  const routed = (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        {paths.map((p) => (
          <Route key={p} path={p} element={ui} />
        ))}
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>
  );
  // The site's own provider tree (shared's SiteProviders), with the auth state set directly unless 'real'.
  return render(<SiteProviders auth={auth === 'real' ? undefined : { ...signedOutAuth, ...auth }}>{routed}</SiteProviders>);
}

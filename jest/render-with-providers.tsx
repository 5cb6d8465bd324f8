/**
 * Renders a component the way the host would: theme, router at a given URL, auth, and the toaster.
 * `auth: 'real'` uses the real AuthProvider (supabase-js against the test backend, after configureSupabase);
 * an object sets the auth state directly, for tests of how a screen reacts to a given state.
 */
import type { ReactElement } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
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

/** An address bar: the router's path and query, in a read-only field a test finds by its label (`address()`). */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <input aria-label="Address" readOnly tabIndex={-1} value={pathname + search} />;
}

/**
 * What any route the element under test is not mounted at shows: a page whose heading names the address, so a
 * test of a redirect or a link asserts the page the visitor landed on (`landedOn()`), not only the address.
 */
function LandingPage() {
  const { pathname, search } = useLocation();
  return <h1>{`Landed on ${pathname}${search}`}</h1>;
}

/** The address bar of a render with these providers: its value is the router's path and query. */
export function address(): HTMLElement {
  return screen.getByRole('textbox', { name: 'Address' });
}

/** Waits for the landing page at `path` (path and query, exactly): the element under test has navigated away. */
export function landedOn(path: string): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name: `Landed on ${path}` });
}

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', auth = {} }: RenderOptions = {}): RenderResult {
  const paths = Array.isArray(path) ? path : [path];
  const routed = (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        {paths.map((p) => (
          <Route key={p} path={p} element={ui} />
        ))}
        <Route path="*" element={<LandingPage />} />
      </Routes>
      <AddressBar />
    </MemoryRouter>
  );
  // The site's own provider tree (shared's SiteProviders), with the auth state set directly unless 'real'.
  return render(<SiteProviders auth={auth === 'real' ? undefined : { ...signedOutAuth, ...auth }}>{routed}</SiteProviders>);
}

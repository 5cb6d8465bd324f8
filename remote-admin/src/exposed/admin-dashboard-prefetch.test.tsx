import type { User } from '@supabase/supabase-js';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthContext, WanderpagesThemeProvider, type AuthState } from '@wanderpages/shared';
import { renderWithProviders, signedOutAuth } from '../../../jest/render-with-providers';
import { clearSignups, serviceClient, uniqueEmail } from '../../../jest/test-backend';
import { signInAdminBehindProxy, type AdminBehindProxy } from '../testing/admin-behind-proxy';
import type { RestProxy } from '../testing/rest-proxy';
import { AdminDashboard, prefetch } from './admin-dashboard';

/**
 * The first screen's reads start while the gates still wait (session, admin lookup), against the real embedded
 * backend through a recording proxy. The gates decide, as before, whether anything read is ever drawn.
 */
let proxy: RestProxy;
let admin: User;
let emails: string[] = [];

/** The page with an auth state the test changes at will (the real AuthProvider is used in the last test). */
function Page({ auth }: { auth: Partial<AuthState> }) {
  return (
    <WanderpagesThemeProvider>
      <AuthContext.Provider value={{ ...signedOutAuth, ...auth }}>
        <MemoryRouter initialEntries={['/newsletter-admin']}>
          <Routes>
            <Route path="/newsletter-admin" element={<AdminDashboard />} />
            <Route path="/auth" element={<h1>The sign-in page</h1>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </WanderpagesThemeProvider>
  );
}

const checking = (user: User): Partial<AuthState> => ({ status: 'signed-in', user, isAdmin: false, isAdminLoading: true });
const asAdmin = (user: User): Partial<AuthState> => ({ status: 'signed-in', user, isAdmin: true, isAdminLoading: false });

function signupRequests(): string[] {
  return proxy.requests.filter((line) => line.includes('/rest/v1/newsletter_signups'));
}

const isList = (line: string) => line.includes('order=created_at.desc,id.desc') && line.includes('offset=0');
const isCount = (line: string) => line.startsWith('HEAD ');

/**
 * Waits, with the page still checking access, for the reads its render started: the list's first page asked for,
 * then the counters (asked for only once that page has arrived, api/dashboard-prefetch.ts). Nothing here starts a
 * read itself, so a page that read nothing before its gates open fails here (within the test's own time limit).
 */
async function firstPageReadWhileChecking(): Promise<void> {
  await waitFor(
    () => {
      expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
      expect(signupRequests().filter(isList)).toHaveLength(1);
      expect(signupRequests().filter(isCount).length).toBeGreaterThan(0);
    },
    { timeout: 4000 },
  );
  expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
}

let session: AdminBehindProxy;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  session = await signInAdminBehindProxy();
  proxy = session.proxy;
  admin = session.admin as User;
});

afterAll(() => session.close());

beforeEach(async () => {
  await clearSignups();
  const now = Date.now();
  emails = [0, 1, 2].map((i) => `early${i}.${uniqueEmail('p')}`);
  const { error } = await serviceClient()
    .from('newsletter_signups')
    .insert(emails.map((email, i) => ({ email, source: 'chatbot', created_at: new Date(now - i * 1000).toISOString() })));
  if (error) throw new Error(`seeding failed: ${error.message}`);
  proxy.requests = [];
});

afterEach(async () => {
  await act(async () => undefined);
  jest.useRealTimers();
});

it('reads the first page while the admin lookup is pending, and draws it as soon as the gate opens', async () => {
  const { rerender } = render(<Page auth={checking(admin)} />);
  expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
  // The render itself asks for the list, while the gate still waits (the proxy saw it; the test started nothing).
  await firstPageReadWhileChecking();
  // Read, but not drawn: the gate has not decided.
  for (const email of emails) expect(screen.queryByText(email)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Newsletter Signups' })).not.toBeInTheDocument();

  rerender(<Page auth={asAdmin(admin)} />);
  // At once: no "Loading signups..." in between, and no second request for the same page.
  expect(screen.getByText(emails[0]!)).toBeInTheDocument();
  expect(screen.queryByText('Loading signups...')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('group', { name: 'Total Signups' })).toHaveTextContent(/^Total Signups3$/));
  expect(signupRequests().filter(isList)).toHaveLength(1);
});

it('never draws what it read for a user the gates keep out', async () => {
  const { rerender } = render(<Page auth={checking(admin)} />);
  await firstPageReadWhileChecking();
  // The lookup says "not an admin" (RLS would also have answered such a user with no rows).
  rerender(<Page auth={{ status: 'signed-in', user: admin, isAdmin: false, isAdminLoading: false }} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  for (const email of emails) expect(screen.queryByText(email)).not.toBeInTheDocument();

  rerender(<Page auth={{ status: 'signed-out' }} />);
  expect(screen.getByRole('heading', { level: 1, name: 'The sign-in page' })).toBeInTheDocument();
  for (const email of emails) expect(screen.queryByText(email)).not.toBeInTheDocument();
});

it('does not use reads made for another user: that dashboard loads its own', async () => {
  const { rerender } = render(<Page auth={checking(admin)} />);
  await firstPageReadWhileChecking();
  const other = { id: '6f1c2a3e-0000-4000-8000-00000000abcd', email: 'other.admin@example.com' } as User;
  rerender(<Page auth={asAdmin(other)} />);
  expect(screen.getByText('Loading signups...')).toBeInTheDocument();
  expect(await screen.findByText(emails[0]!)).toBeInTheDocument();
  expect(signupRequests().filter(isList)).toHaveLength(2);
});

it('with the real session and gates: one read of the list, before the counters', async () => {
  renderWithProviders(<AdminDashboard />, { route: '/newsletter-admin', path: '/newsletter-admin', auth: 'real' });
  expect(await screen.findByText(emails[0]!)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('group', { name: 'Today' })).toHaveTextContent(/^Today3$/));
  const reads = signupRequests();
  expect(reads.filter(isList)).toHaveLength(1);
  expect(reads.filter(isCount)).toHaveLength(3);
  expect(isList(reads[0]!)).toBe(true);
});

it('started by the host before the page renders (the module\'s prefetch): the list and the admin lookup go out at once, and the page takes both', async () => {
  // Ten seconds on, on the clock only: what the earlier tests read or looked up is no longer recent.
  jest.useFakeTimers({ now: Date.now() + 10_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'hrtime'] });
  prefetch(); // what the host calls once the module has loaded for the page being opened
  await waitFor(() => expect(signupRequests().filter(isList)).toHaveLength(1));
  await waitFor(() => expect(proxy.requests.filter((line) => line.includes('/rest/v1/admin_users'))).toHaveLength(1));
  renderWithProviders(<AdminDashboard />, { route: '/newsletter-admin', path: '/newsletter-admin', auth: 'real' });
  expect(await screen.findByText(emails[0]!)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('group', { name: 'Today' })).toHaveTextContent(/^Today3$/));
  // Nothing asked twice: the render took the reads, the auth provider the lookup.
  expect(signupRequests().filter(isList)).toHaveLength(1);
  expect(proxy.requests.filter((line) => line.includes('/rest/v1/admin_users'))).toHaveLength(1);
});

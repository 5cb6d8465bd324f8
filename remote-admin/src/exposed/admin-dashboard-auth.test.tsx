import { act, configure, screen, within } from '@testing-library/react';
import { configureSupabase, getSupabase } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { address, landedOn, renderWithProviders } from '../../../jest/render-with-providers';
import { createConfirmedUser, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { AdminDashboard } from './admin-dashboard';

/** The three gates with the real AuthProvider and real sessions from the embedded backend. */
const password = 'correct-horse-battery';

function renderPage() {
  return renderWithProviders(<AdminDashboard />, { route: '/newsletter-admin', path: '/newsletter-admin', auth: 'real' });
}

beforeAll(() => {
  localStorage.clear();
  configureSupabase(testBackend().url, testBackend().anonKey);
  configure({ asyncUtilTimeout: 8000 });
});

afterEach(async () => {
  await act(async () => {
    await (await getSupabase()).auth.signOut();
  });
  localStorage.clear();
});

afterAll(async () => {
  await resetSupabaseForTests();
});

it('sends a visitor with no session to /auth, never showing the dashboard', async () => {
  // No stored session: the auth context knows at once that this visitor is signed out.
  renderPage();
  expect(await landedOn('/auth')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Newsletter Signups' })).not.toBeInTheDocument();
});

it('shows Access Denied to a signed-in reader only after the admin lookup, never the dashboard', async () => {
  const email = uniqueEmail('reader');
  await createConfirmedUser(email, password);
  const { error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  renderPage();
  expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Checking your access…');
  expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('You need administrator privileges to access this page.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('heading', { name: 'Newsletter Signups' })).not.toBeInTheDocument();
  expect(address()).toHaveValue('/newsletter-admin');
});

it('lets an admin in, without a flash of Access Denied on the way', async () => {
  const email = uniqueEmail('admin');
  await createConfirmedUser(email, password, { admin: true });
  const { error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    if (screen.queryByRole('heading', { name: 'Access Denied' })) seen.push('denied');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter Signups' })).toBeInTheDocument();
  observer.disconnect();
  expect(seen).toEqual([]);
  expect(screen.getByText(`Signed in as ${email}`)).toBeInTheDocument();
});

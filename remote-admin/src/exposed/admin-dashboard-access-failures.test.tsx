/**
 * The gate when the admin lookup gets no answer: a real admin, the real AuthProvider and the real embedded backend
 * behind the recording proxy, which answers 500 to the lookup while a test says so. Not an answer is not "no":
 * the page says the access could not be checked and offers to ask again; never Access Denied.
 */
import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsole } from '../../../jest/console-guard';
import { address } from '../../../jest/render-with-providers';
import { signInAdminBehindProxy, type AdminBehindProxy } from '../testing/admin-behind-proxy';
import { dashboardReady, renderDashboard } from '../testing/dashboard-page';

let session: AdminBehindProxy;
const adminLookup = (request: string) => request.startsWith('GET /rest/v1/admin_users');

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  session = await signInAdminBehindProxy();
});

afterAll(() => session.close());

afterEach(async () => {
  session.proxy.failing = undefined;
  // The AuthProvider's last session event may land after a test's final assertion.
  await act(async () => undefined);
});

it('says the access could not be checked, never Access Denied, and "Try again" opens the dashboard once the backend answers', async () => {
  session.proxy.failing = adminLookup;
  expectConsole('warn', /^Admin lookup failed: internal error/);
  const denied: string[] = [];
  const observer = new MutationObserver(() => {
    if (screen.queryByRole('heading', { name: 'Access Denied' })) denied.push('denied');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const user = userEvent.setup();
  renderDashboard();

  expect(await screen.findByRole('heading', { level: 1, name: "We couldn't check your access" })).toBeInTheDocument();
  expect(screen.getByText('Failed to check your administrator access. Please try again.')).toBeInTheDocument();
  expect(screen.queryByText('You need administrator privileges to access this page.')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Newsletter Signups' })).not.toBeInTheDocument();
  expect(document.title).toMatch(/^We couldn't check your access/);
  expect(address()).toHaveValue('/newsletter-admin');
  const failedLookups = session.proxy.requests.filter(adminLookup).length;
  expect(failedLookups).toBeGreaterThanOrEqual(1);

  // Still failing: the same answer, after a new lookup.
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: "We couldn't check your access" })).toBeInTheDocument();
  expect(session.proxy.requests.filter(adminLookup)).toHaveLength(failedLookups + 1);

  session.proxy.failing = undefined;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await dashboardReady()).toBeInTheDocument();
  expect(screen.getByText(`Signed in as ${session.admin.email}`)).toBeInTheDocument();
  expect(session.proxy.requests.filter(adminLookup)).toHaveLength(failedLookups + 2);
  observer.disconnect();
  expect(denied).toEqual([]);
});

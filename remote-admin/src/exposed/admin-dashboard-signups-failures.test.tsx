/**
 * The Signups tab when the backend refuses or is slow: a real admin and the real embedded backend, behind a proxy
 * that answers 500 to, or holds, the requests a test names (the backend itself never fails an admin's call).
 * The toasts of a backend failing outright (every call a 500): admin-dashboard-failures.test.tsx.
 */
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupabase, onEvent } from '@wanderpages/shared';
import { expectConsole } from '../../../jest/console-guard';
import { clearSignups, uniqueEmail } from '../../../jest/test-backend';
import { signInAdminBehindProxy, type AdminBehindProxy } from '../testing/admin-behind-proxy';
import { captureDownloads } from '../testing/capture-downloads';
import { formatCount } from '../content/display-formats';
import { counter, recentList, renderDashboard, seedSignups } from '../testing/dashboard-page';
import { dismissToasts } from '../../../jest/dismiss-toasts';

let session: AdminBehindProxy;
const downloads = captureDownloads();
let exported: number[] = [];
let stopListening: () => void = () => undefined;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  session = await signInAdminBehindProxy();
});

afterAll(() => session.close());

beforeEach(async () => {
  Object.assign(session.proxy, { failing: undefined, maxRows: undefined, requests: [] });
  await clearSignups();
  exported = [];
  stopListening = onEvent('wanderpages:signups-exported', ({ count }) => exported.push(count));
});

afterEach(async () => {
  stopListening();
  session.proxy.release();
  dismissToasts();
  // The AuthProvider's last session event may land after a test's final assertion.
  await act(async () => undefined);
});

/** `count` signups a second apart, newest first. */
async function seed(count: number): Promise<string[]> {
  const base = Date.now() - 60 * 60 * 1000;
  const rows = Array.from({ length: count }, (_, i) => ({ email: `row${String(i).padStart(4, '0')}.${uniqueEmail('f')}`, created_at: new Date(base - i * 1000).toISOString() }));
  await seedSignups(rows);
  return rows.map((row) => row.email);
}

const signupsRead = (request: string) => /^(GET|HEAD) \/rest\/v1\/newsletter_signups/.test(request);
/** The export's reads of rows (5,000 asked each time); the list asks for 51. */
const exportRead = (request: string) => request.startsWith('GET /rest/v1/newsletter_signups') && request.includes('limit=5000');
/** The export's reads after its first page: the rows after the last one received (keyset). */
const laterExportPage = (request: string) => exportRead(request) && request.includes('created_at=lte.');

async function openWithRows(emails: string[]) {
  const user = userEvent.setup();
  renderDashboard();
  expect(await screen.findByText(emails[0]!)).toBeInTheDocument();
  await waitFor(() => expect(counter('Total Signups')).toHaveTextContent(new RegExp(`^Total Signups${formatCount(emails.length)}$`)));
  return user;
}

it('says "Error loading signups" when a page of the export cannot be read, downloads nothing, and exports once the backend answers', async () => {
  const emails = await seed(1500);
  // Hosted PostgREST's default max-rows: the export needs a second page.
  session.proxy.maxRows = 1000;
  const user = await openWithRows(emails);
  session.proxy.failing = laterExportPage;
  expectConsole('error', /^CSV export failed:/);

  const exportButton = screen.getByRole('button', { name: 'Export to CSV' });
  await user.click(exportButton);
  expect(await screen.findByText('Error loading signups')).toBeInTheDocument();
  expect(screen.getByText('Failed to load newsletter signups. Please try again.')).toBeInTheDocument();
  // The first 1,000 rows came; the second page failed; nothing half-done reaches the admin.
  expect(session.proxy.requests.filter(exportRead)).toHaveLength(2);
  expect(session.proxy.requests.filter(laterExportPage)).toHaveLength(1);
  await waitFor(() => expect(exportButton).toHaveAttribute('aria-disabled', 'false'));
  expect(screen.queryByText(/^Exporting…/)).not.toBeInTheDocument();
  expect(screen.queryByText('Export successful')).not.toBeInTheDocument();
  expect(downloads).toHaveLength(0);
  expect(exported).toEqual([]);

  session.proxy.failing = undefined;
  await user.click(exportButton);
  expect(await screen.findByText('Exported 1500 newsletter signups to CSV.')).toBeInTheDocument();
  expect(downloads).toHaveLength(1);
  expect((await downloads[0]!.blob.text()).split('\r\n')).toHaveLength(1501);
  expect(exported).toEqual([1500]);
});

it('starts one export for a second click while the first is running', async () => {
  const emails = await seed(3);
  const user = await openWithRows(emails);
  // The export's read waits at the proxy: the export is still running when the button is clicked again.
  session.proxy.holding = exportRead;
  const exportButton = screen.getByRole('button', { name: 'Export to CSV' });
  await user.click(exportButton);
  expect(screen.getByText('Exporting…')).toBeInTheDocument();
  await waitFor(() => expect(session.proxy.requests.filter(exportRead)).toHaveLength(1));

  await user.click(exportButton);
  // A read the test sends after that click, through the page's client, comes back only after a second export's
  // requests (sent, if at all, during the click) have reached the proxy.
  await act(async () => {
    await (await getSupabase()).from('newsletter_signups').select('*', { count: 'exact', head: true });
  });
  expect(session.proxy.requests.filter(exportRead)).toHaveLength(1);

  session.proxy.release();
  expect(await screen.findByText('Exported 3 newsletter signups to CSV.')).toBeInTheDocument();
  await waitFor(() => expect(exportButton).toHaveAttribute('aria-disabled', 'false'));
  expect(screen.getAllByText('Export successful')).toHaveLength(1);
  expect(downloads).toHaveLength(1);
  expect(exported).toEqual([3]);
  expect(session.proxy.requests.filter(exportRead)).toHaveLength(1);
});

it('says the signups could not be loaded, and "Try again" shows them once the backend answers', async () => {
  const emails = await seed(3);
  session.proxy.failing = signupsRead;
  expectConsole('error', /^Loading newsletter signups failed:/);
  const user = userEvent.setup();
  renderDashboard();

  expect(await screen.findByText('The signups could not be loaded.')).toBeInTheDocument();
  expect(await screen.findByText('Error loading signups')).toBeInTheDocument();
  expect(screen.queryByText(emails[0]!)).not.toBeInTheDocument();
  expect(screen.queryByText('No newsletter signups yet')).not.toBeInTheDocument();
  await waitFor(() => expect(counter('Total Signups')).toHaveTextContent(/^Total Signups—$/));
  const failedReads = session.proxy.requests.filter(signupsRead).length;

  session.proxy.failing = undefined;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(counter('Total Signups')).toHaveTextContent(/^Total Signups3$/));
  expect(await screen.findByText(emails[0]!)).toBeInTheDocument();
  expect(screen.getByText(emails[2]!)).toBeInTheDocument();
  expect(recentList()).toBeInTheDocument();
  expect(screen.queryByText('The signups could not be loaded.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  // The list and the three counts, read again.
  expect(session.proxy.requests.filter(signupsRead).length - failedReads).toBe(4);
});

import type { User } from '@supabase/supabase-js';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase, getSupabase, onEvent, resetSupabaseForTests, type SignupSource } from '@wanderpages/shared';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { clearSignups, createConfirmedUser, serviceClient, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { formatDateTime } from '../content/display-formats';
import { AdminDashboard } from './admin-dashboard';

/** The admin's dashboard against the real embedded backend: real AuthProvider, real RLS, real supabase-js. */
const DAY = 24 * 60 * 60 * 1000;
const password = 'correct-horse-battery';
let adminEmail = '';
let adminId = '';

interface Seed {
  email: string;
  source?: SignupSource;
  created_at: string;
}

async function seed(rows: Seed[]): Promise<void> {
  // In batches: the backend takes request bodies of up to 1 MiB.
  for (let from = 0; from < rows.length; from += 5000) {
    const { error } = await serviceClient()
      .from('newsletter_signups')
      .insert(rows.slice(from, from + 5000).map((row) => ({ source: 'homepage_newsletter', ...row })));
    if (error) throw new Error(`seeding failed: ${error.message}`);
  }
}

/** A moment earlier today (local calendar day), however close to midnight the test runs. */
function earlierToday(): Date {
  const now = new Date();
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return new Date(now.getTime() - Math.min(60_000, (now.getTime() - midnight.getTime()) / 2));
}

function renderDashboard() {
  return renderWithProviders(<AdminDashboard />, { route: '/newsletter-admin', path: '/newsletter-admin', auth: 'real' });
}

async function dashboardReady() {
  return screen.findByRole('heading', { level: 1, name: 'Newsletter Signups' });
}

function counter(label: string) {
  return screen.getByRole('group', { name: label });
}

function recentList() {
  return screen.getByRole('list', { name: 'Recent Signups' });
}

beforeAll(async () => {
  localStorage.clear();
  configureSupabase(testBackend().url, testBackend().anonKey);
  // Network round trips (and the lazy supabase-js import) take more than findBy's default second.
  configure({ asyncUtilTimeout: 8000 });
  adminEmail = uniqueEmail('admin');
  adminId = (await createConfirmedUser(adminEmail, password, { admin: true })).id;
  const { error } = await (await getSupabase()).auth.signInWithPassword({ email: adminEmail, password });
  if (error) throw new Error(`sign in failed: ${error.message}`);
});

afterAll(async () => {
  await resetSupabaseForTests();
});

beforeEach(async () => {
  await clearSignups();
});

describe('the admin dashboard (docs/product/screens.md#newsletter-admin)', () => {
  it('shows the header, the counters from server counts, the rows newest first and who is signed in', async () => {
    const today = earlierToday();
    const rows = [
      { email: uniqueEmail('tendays'), source: 'homepage_newsletter' as const, created_at: new Date(Date.now() - 10 * DAY).toISOString() },
      { email: uniqueEmail('today'), source: 'homepage_newsletter' as const, created_at: today.toISOString() },
      { email: uniqueEmail('threedays'), source: 'chatbot' as const, created_at: new Date(Date.now() - 3 * DAY).toISOString() },
    ];
    await seed(rows);
    renderDashboard();
    await dashboardReady();
    expect(screen.getByText('Manage and export your newsletter subscribers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recent Signups' })).toBeInTheDocument();

    await waitFor(() => expect(counter('Total Signups')).toHaveTextContent(/^Total Signups3$/));
    expect(counter('This Week')).toHaveTextContent(/^This Week2$/);
    expect(counter('Today')).toHaveTextContent(/^Today1$/);

    await screen.findByText(rows[1]!.email);
    const items = within(recentList()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/@example\.com$/).textContent)).toEqual([rows[1]!.email, rows[2]!.email, rows[0]!.email]);
    // The viewer's local time, written as content/display-formats.test.ts shows ("26 Nov 2026, 14:05").
    expect(items[1]).toHaveTextContent(formatDateTime(rows[2]!.created_at));
    // Sources in words; the stored value stays in the CSV (tested below).
    expect(within(items[1]!).getByText('From: Chat guide')).toBeInTheDocument();
    expect(within(items[0]!).getByText('From: Home page form')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/only accessible to users with administrative privileges/)).toBeInTheDocument();
    expect(screen.getByText(`Signed in as ${adminEmail}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Signups' })).toBeEnabled();
  });

  it('says "Loading signups..." while the first page is on its way, then the empty state when there are none', async () => {
    // The gates already passed (an admin's state given): the dashboard is drawn before any read can be back.
    renderWithProviders(<AdminDashboard />, {
      route: '/newsletter-admin',
      path: '/newsletter-admin',
      auth: { status: 'signed-in', user: { id: adminId, email: adminEmail } as User, isAdmin: true, isAdminLoading: false },
    });
    expect(screen.getByText('Loading signups...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter Signups' })).toBeInTheDocument();
    expect(await screen.findByText('No newsletter signups yet')).toBeInTheDocument();
    expect(screen.getByText('Signups will appear here when visitors subscribe to your newsletter.')).toBeInTheDocument();
    await waitFor(() => expect(counter('Total Signups')).toHaveTextContent(/^Total Signups0$/));
    expect(screen.getByRole('button', { name: 'Clear All Signups' })).toBeDisabled();
  });

  it('shows the empty state with the real session and gates when there are none', async () => {
    renderDashboard();
    await dashboardReady();
    expect(await screen.findByText('No newsletter signups yet')).toBeInTheDocument();
    await waitFor(() => expect(counter('Total Signups')).toHaveTextContent(/^Total Signups0$/));
  });

  it('pages past the first 50 rows with Load more, newest first, without repeating a row', async () => {
    const base = Date.now() - 60 * 60 * 1000;
    const rows = Array.from({ length: 120 }, (_, i) => ({
      email: `page${String(i).padStart(3, '0')}.${uniqueEmail('p')}`,
      created_at: new Date(base - i * 1000).toISOString(),
    }));
    await seed(rows);
    const user = userEvent.setup();
    renderDashboard();
    await dashboardReady();
    await screen.findByText(rows[0]!.email);
    expect(within(recentList()).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.queryByText(rows[50]!.email)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(rows[50]!.email);
    expect(within(recentList()).getAllByRole('listitem')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(rows[119]!.email);
    const emails = within(recentList())
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/@example\.com$/).textContent);
    expect(emails).toEqual(rows.map((row) => row.email));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(counter('Total Signups')).toHaveTextContent(/^Total Signups120$/));
  });

  it('searches by email (wildcards taken literally) and filters by source on the server; the total stays the total', async () => {
    const tag = Date.now().toString(36);
    const now = Date.now();
    const underscore = `ana_${tag}@example.com`;
    const lookalike = `anax${tag}@example.com`;
    const chat = `chat.${tag}@example.com`;
    await seed([
      { email: underscore, created_at: new Date(now - 1000).toISOString() },
      { email: lookalike, created_at: new Date(now - 2000).toISOString() },
      { email: chat, source: 'chatbot', created_at: new Date(now - 3000).toISOString() },
    ]);
    const user = userEvent.setup();
    renderDashboard();
    await dashboardReady();
    await screen.findByText(chat);

    await user.type(screen.getByRole('searchbox', { name: 'Search by email' }), `ANA_${tag}`);
    // "_" is a LIKE wildcard: unescaped, the search would also match the lookalike.
    await waitFor(() => {
      expect(screen.getByText(underscore)).toBeInTheDocument();
      expect(screen.queryByText(lookalike)).not.toBeInTheDocument();
    });
    expect(screen.queryByText(chat)).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by email' }));
    await screen.findByText(lookalike);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'chatbot');
    await waitFor(() => {
      expect(screen.getByText(chat)).toBeInTheDocument();
      expect(screen.queryByText(underscore)).not.toBeInTheDocument();
    });
    expect(within(recentList()).getAllByRole('listitem')).toHaveLength(1);

    await user.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'nobody-like-this');
    expect(await screen.findByText('No signups match this search.')).toBeInTheDocument();
    expect(screen.queryByText('No newsletter signups yet')).not.toBeInTheDocument();
    expect(counter('Total Signups')).toHaveTextContent(/^Total Signups3$/);
  });
});

describe('Export to CSV', () => {
  let downloads: Array<{ name: string; blob: Blob }>;
  let lastBlob: Blob | null;
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  const captureClick = (event: MouseEvent) => {
    const link = event.target;
    if (link instanceof HTMLAnchorElement && link.download && lastBlob) {
      // jsdom cannot navigate to a blob: URL; the browser would save the file here.
      event.preventDefault();
      downloads.push({ name: link.download, blob: lastBlob });
    }
  };

  beforeEach(() => {
    downloads = [];
    lastBlob = null;
    // jsdom has no object URLs: record the Blob the page hands over, as the browser would receive it.
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob;
      return 'blob:http://localhost/export';
    };
    URL.revokeObjectURL = () => undefined;
    document.addEventListener('click', captureClick);
  });

  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
    document.removeEventListener('click', captureClick);
  });

  function localStamp(): string {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }

  it('downloads newsletter-signups-<local date>.csv with Email,Date,Source, formula-safe, and says so', async () => {
    const tag = Date.now().toString(36);
    const now = Date.now();
    // Addresses the database accepts (the browser's email grammar) that a spreadsheet would still read as
    // formulas. Quotes and commas can no longer reach the table; csv/signups-csv.test.ts covers their quoting.
    const rows = [
      { email: `o'brien.${tag}@example.com`, source: 'chatbot' as const, created_at: new Date(now - 1000).toISOString() },
      { email: `+cmd${tag}@example.com`, created_at: new Date(now - 2000).toISOString() },
      { email: `=1+1${tag}@example.com`, created_at: new Date(now - 3000).toISOString() },
    ];
    await seed(rows);
    const exported: number[] = [];
    const stop = onEvent('wanderpages:signups-exported', ({ count }) => exported.push(count));
    const user = userEvent.setup();
    renderDashboard();
    await dashboardReady();
    await screen.findByText(rows[0]!.email);

    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText('Export successful')).toBeInTheDocument();
    expect(screen.getByText('Exported 3 newsletter signups to CSV.')).toBeInTheDocument();
    stop();
    expect(exported).toEqual([3]);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe(`newsletter-signups-${localStamp()}.csv`);
    expect(downloads[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const text = await downloads[0]!.blob.text();
    const date = (iso: string) => `"${new Date(iso).toLocaleString()}"`;
    expect(text.split('\r\n')).toEqual([
      'Email,Date,Source',
      `o'brien.${tag}@example.com,${date(rows[0]!.created_at)},chatbot`,
      `"'+cmd${tag}@example.com",${date(rows[1]!.created_at)},homepage_newsletter`,
      `"'=1+1${tag}@example.com",${date(rows[2]!.created_at)},homepage_newsletter`,
    ]);
  });

  it('exports every signup, not just the rows on screen, fetching them in pages', async () => {
    const base = Date.now() - DAY;
    // More than one export page (5,000 rows each where the server allows it).
    const rows = Array.from({ length: 12_345 }, (_, i) => ({
      email: `bulk${i}.${uniqueEmail('x')}`,
      source: (i % 3 === 0 ? 'chatbot' : 'homepage_newsletter') as SignupSource,
      created_at: new Date(base - i * 1000).toISOString(),
    }));
    await seed(rows);
    const user = userEvent.setup();
    renderDashboard();
    await dashboardReady();
    await screen.findByText(rows[0]!.email);
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    // Visible progress while the pages arrive.
    expect(await screen.findByText('Exporting… 5,000 of 12,345')).toBeInTheDocument();
    expect(await screen.findByText('Exported 12345 newsletter signups to CSV.')).toBeInTheDocument();
    expect(screen.queryByText(/^Exporting…/)).not.toBeInTheDocument();
    const lines = (await downloads[0]!.blob.text()).split('\r\n');
    expect(lines).toHaveLength(12_346);
    expect(lines[0]).toBe('Email,Date,Source');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(rows.map((row) => row.email));
    // Only the first page of the list was ever drawn.
    expect(within(recentList()).getAllByRole('listitem')).toHaveLength(50);
  });

  it('says "No signups to export" when there are none, and downloads nothing', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await dashboardReady();
    await screen.findByText('No newsletter signups yet');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText('No signups to export')).toBeInTheDocument();
    expect(screen.getByText('There are no newsletter signups to export yet.')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});

describe('Clear All Signups', () => {
  it('asks in an accessible dialog (focus on Cancel, Escape cancels), then deletes every row and shows the empty state', async () => {
    const now = Date.now();
    const rows = [0, 1, 2].map((i) => ({ email: uniqueEmail('clear'), created_at: new Date(now - i * 1000).toISOString() }));
    await seed(rows);
    const cleared: number[] = [];
    const stop = onEvent('wanderpages:signups-cleared', ({ count }) => cleared.push(count));
    const user = userEvent.setup();
    renderDashboard();
    await dashboardReady();
    await screen.findByText(rows[0]!.email);
    await waitFor(() => expect(counter('Total Signups')).toHaveTextContent(/^Total Signups3$/));

    const clearButton = screen.getByRole('button', { name: 'Clear All Signups' });
    await user.click(clearButton);
    let dialog = screen.getByRole('alertdialog', { name: 'Clear all signups' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete all 3 newsletter signups?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(clearButton).toHaveFocus());
    expect(screen.getByText(rows[0]!.email)).toBeInTheDocument();

    await user.click(clearButton);
    dialog = screen.getByRole('alertdialog', { name: 'Clear all signups' });
    // Tab stays inside the dialog.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete all signups' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete all signups' }));

    expect(await screen.findByText('Signups cleared')).toBeInTheDocument();
    expect(screen.getByText('All newsletter signups have been deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No newsletter signups yet')).toBeInTheDocument();
    expect(screen.getByText('Signups will appear here when visitors subscribe to your newsletter.')).toBeInTheDocument();
    await waitFor(() => expect(counter('Total Signups')).toHaveTextContent(/^Total Signups0$/));
    expect(counter('This Week')).toHaveTextContent(/^This Week0$/);
    expect(counter('Today')).toHaveTextContent(/^Today0$/);
    stop();
    expect(cleared).toEqual([3]);
    // Read behind the page's back inside act: the "Signups cleared" toast is still on screen, and its own timers
    // (sonner's) may update it meanwhile; outside act React reports that (seen on a slow run, under Stryker).
    const { count } = await act(async () => serviceClient().from('newsletter_signups').select('*', { count: 'exact', head: true }));
    expect(count).toBe(0);
  });
});

// Keeps act() warnings out: the AuthProvider's last session event may land after a test's final assertion.
afterEach(async () => {
  await act(async () => undefined);
});

import type { User } from '@supabase/supabase-js';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { clearSignups, uniqueEmail } from '../../../jest/test-backend';
import { formatDateTime } from '../content/display-formats';
import { counter, dashboardReady, recentList, renderDashboard, seedSignups, signInAdmin } from '../testing/dashboard-page';
import { AdminDashboard } from './admin-dashboard';

/**
 * The admin's dashboard against the real embedded backend: real AuthProvider, real RLS, real supabase-js.
 * Export and Clear All are in admin-dashboard-export.test.tsx and admin-dashboard-clear.test.tsx.
 */
const DAY = 24 * 60 * 60 * 1000;
let adminEmail = '';
let adminId = '';

/** A moment earlier today (local calendar day), however close to midnight the test runs. */
function earlierToday(): Date {
  const now = new Date();
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return new Date(now.getTime() - Math.min(60_000, (now.getTime() - midnight.getTime()) / 2));
}

/** `count` signups from an hour ago, a second apart, numbered in the list's order (`${prefix}000.…` is the newest). */
async function seedInOrder(count: number, prefix: string): Promise<{ email: string; created_at: string }[]> {
  const base = Date.now() - 60 * 60 * 1000;
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${String(i).padStart(3, '0')}.${uniqueEmail(prefix)}`,
    created_at: new Date(base - i * 1000).toISOString(),
  }));
  await seedSignups(rows);
  return rows;
}

beforeAll(async () => {
  // Network round trips (and the lazy supabase-js import) take more than findBy's default second.
  configure({ asyncUtilTimeout: 8000 });
  ({ id: adminId, email: adminEmail } = await signInAdmin());
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
    await seedSignups(rows);
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
    expect(screen.getByRole('button', { name: 'Clear All Signups' })).not.toHaveAttribute('aria-disabled', 'true');
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
    expect(screen.getByRole('button', { name: 'Clear All Signups' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the empty state with the real session and gates when there are none', async () => {
    renderDashboard();
    await dashboardReady();
    expect(await screen.findByText('No newsletter signups yet')).toBeInTheDocument();
    await waitFor(() => expect(counter('Total Signups')).toHaveTextContent(/^Total Signups0$/));
  });

  it('pages past the first 50 rows with Load more, newest first, without repeating a row', async () => {
    const rows = await seedInOrder(120, 'page');
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

  it('keeps the focus on Load more while pages remain, and moves it to the first new row when the last page comes', async () => {
    // Three pages of 50: the first, a full second, and one row on the last.
    const rows = await seedInOrder(101, 'focus');
    const user = userEvent.setup();
    renderDashboard();
    await dashboardReady();
    await screen.findByText(rows[0]!.email);
    const loadMore = screen.getByRole('button', { name: 'Load more' });
    act(() => loadMore.focus());

    await user.keyboard('{Enter}');
    await screen.findByText(rows[99]!.email);
    expect(loadMore).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByText(rows[100]!.email);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const items = within(recentList()).getAllByRole('listitem');
    expect(items).toHaveLength(101);
    expect(items[100]).toHaveFocus();
    expect(items[100]).toHaveTextContent(rows[100]!.email);
  });

  it('searches by email (wildcards taken literally) and filters by source on the server; the total stays the total', async () => {
    const tag = Date.now().toString(36);
    const now = Date.now();
    const underscore = `ana_${tag}@example.com`;
    const lookalike = `anax${tag}@example.com`;
    const chat = `chat.${tag}@example.com`;
    await seedSignups([
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

// Keeps act() warnings out: the AuthProvider's last session event may land after a test's final assertion.
afterEach(async () => {
  await act(async () => undefined);
});

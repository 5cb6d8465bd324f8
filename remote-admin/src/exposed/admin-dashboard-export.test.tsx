import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onEvent, type SignupSource } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { clearSignups, uniqueEmail } from '../../../jest/test-backend';
import { captureDownloads } from '../testing/capture-downloads';
import { dashboardReady, recentList, renderDashboard, seedSignups, signInAdmin } from '../testing/dashboard-page';

/** Export to CSV with a real admin against the real embedded backend (its failures: admin-dashboard-signups-failures.test.tsx). */
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // Network round trips (and the lazy supabase-js import) take more than findBy's default second.
  configure({ asyncUtilTimeout: 8000 });
  await signInAdmin();
});

afterAll(async () => {
  await resetSupabaseForTests();
});

beforeEach(async () => {
  await clearSignups();
});

describe('Export to CSV', () => {
  const downloads = captureDownloads();

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
    await seedSignups(rows);
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
    await seedSignups(rows);
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

// Keeps act() warnings out: the AuthProvider's last session event may land after a test's final assertion.
afterEach(async () => {
  await act(async () => undefined);
});

import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onEvent } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { clearSignups, serviceClient, uniqueEmail } from '../../../jest/test-backend';
import { counter, dashboardReady, renderDashboard, seedSignups, signInAdmin } from '../testing/dashboard-page';

/** Clear All Signups with a real admin against the real embedded backend (its failure: admin-dashboard-failures.test.tsx). */
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

describe('Clear All Signups', () => {
  it('asks in an accessible dialog (focus on Cancel, Escape cancels), then deletes every row and shows the empty state', async () => {
    const now = Date.now();
    const rows = [0, 1, 2].map((i) => ({ email: uniqueEmail('clear'), created_at: new Date(now - i * 1000).toISOString() }));
    await seedSignups(rows);
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
    // In the commit that closes the dialog, not a frame later (a page in the background may never get that frame).
    expect(clearButton).toHaveFocus();
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
    // Focus comes back to Clear All, now unavailable (nothing to clear): not dropped to the page, and no dialog opens.
    await waitFor(() => expect(clearButton).toHaveFocus());
    expect(clearButton).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
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

/** The dashboard's Messages tab with a real admin session: newest first, mark as read, delete after confirming. */
import { act, configure, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase, getSupabase } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { createConfirmedUser, serviceClient, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { AdminDashboard } from './admin-dashboard';

const password = 'correct-horse-battery';

beforeAll(async () => {
  localStorage.clear();
  configureSupabase(testBackend().url, testBackend().anonKey);
  configure({ asyncUtilTimeout: 8000 });
  const email = uniqueEmail('messages-admin');
  await createConfirmedUser(email, password, { admin: true });
  const { error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
});

afterAll(async () => {
  await act(async () => {
    await (await getSupabase()).auth.signOut();
  });
  await resetSupabaseForTests();
});

async function seed(...subjects: string[]): Promise<void> {
  await serviceClient().from('contact_messages').delete().neq('id', '00000000-0000-0000-0000-000000000000');
  for (const [i, subject] of subjects.entries()) {
    const created_at = new Date(Date.now() - (subjects.length - i) * 60_000).toISOString();
    const { error } = await serviceClient()
      .from('contact_messages')
      .insert({ name: 'Ada', email: 'ada@example.com', subject, message: `About ${subject}`, created_at });
    expect(error).toBeNull();
  }
}

it('shows the messages newest first on the second tab; marks one read and deletes one after confirming', async () => {
  await seed('older', 'newer');
  const user = userEvent.setup();
  renderWithProviders(<AdminDashboard />, { route: '/newsletter-admin', path: '/newsletter-admin', auth: 'real' });
  const signupsTab = await screen.findByRole('tab', { name: 'Signups' });
  expect(signupsTab).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { name: 'Recent Signups' })).toBeInTheDocument();

  // Arrow keys move between the tabs (WAI-ARIA tabs, automatic activation).
  signupsTab.focus();
  await user.keyboard('{ArrowRight}');
  const messagesTab = screen.getByRole('tab', { name: 'Messages' });
  expect(messagesTab).toHaveFocus();
  expect(messagesTab).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Messages');

  const list = await screen.findByRole('list', { name: 'Contact messages' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Unreadnewer', 'Unreadolder']);

  await user.click(within(items[0]!).getByRole('button', { name: 'Mark as read' }));
  expect(await within(items[0]!).findByRole('heading', { name: 'newer' })).toBeInTheDocument();
  const stored = await serviceClient().from('contact_messages').select('subject, read_at').order('created_at');
  expect(stored.data).toEqual([
    { subject: 'older', read_at: null },
    { subject: 'newer', read_at: expect.stringMatching(/^\d{4}-/) },
  ]);

  await user.click(within(items[1]!).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete message' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete the message "older" from Ada?');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
  expect(await screen.findByText('Message deleted')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Contact messages' })).getAllByRole('listitem')).toHaveLength(1);
  const left = await serviceClient().from('contact_messages').select('subject');
  expect(left.data).toEqual([{ subject: 'newer' }]);
});

/** The Messages tab, its list drawn (the signups tab comes first). */
async function openMessages(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement[]> {
  renderWithProviders(<AdminDashboard />, { route: '/newsletter-admin', path: '/newsletter-admin', auth: 'real' });
  await user.click(await screen.findByRole('tab', { name: 'Messages' }));
  const list = await screen.findByRole('list', { name: 'Contact messages' });
  return within(list).getAllByRole('listitem');
}

/** Runs `action` with no animation frame ever coming (a tab in the background gets none). */
async function withoutAnimationFrames(action: () => Promise<void>): Promise<void> {
  const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  try {
    await action();
  } finally {
    frames.mockRestore();
  }
}

describe('the focus of the keyboard and screen-reader user is never dropped on the page', () => {
  it('goes back to Delete in the commit that closes the dialog (as Clear All does), not a frame later', async () => {
    await seed('older', 'newer');
    const user = userEvent.setup();
    const items = await openMessages(user);
    const del = within(items[1]!).getByRole('button', { name: 'Delete' });
    await user.click(del);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await withoutAnimationFrames(() => user.keyboard('{Escape}'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(del).toHaveFocus();
  });

  it('goes to the list\'s heading once the message it was on is deleted', async () => {
    await seed('older', 'newer');
    const user = userEvent.setup();
    const items = await openMessages(user);
    await user.click(within(items[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete message' });
    await withoutAnimationFrames(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
      await waitForElementToBeRemoved(dialog);
    });
    expect(within(screen.getByRole('list', { name: 'Contact messages' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Contact messages' })).toHaveFocus();
  });

  it('moves from Mark as read, gone once the message is read, to the same message\'s Delete', async () => {
    await seed('older', 'newer');
    const user = userEvent.setup();
    const items = await openMessages(user);
    const markRead = within(items[0]!).getByRole('button', { name: 'Mark as read' });
    act(() => markRead.focus());
    await user.keyboard('{Enter}');
    expect(await within(items[0]!).findByRole('heading', { name: 'newer' })).toBeInTheDocument();
    expect(markRead).not.toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Delete' })).toHaveFocus();
  });
});

it('says when there are no messages', async () => {
  await seed();
  const user = userEvent.setup();
  renderWithProviders(<AdminDashboard />, { route: '/newsletter-admin', path: '/newsletter-admin', auth: 'real' });
  await user.click(await screen.findByRole('tab', { name: 'Messages' }));
  expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  expect(screen.getByText('Messages sent from the contact page will appear here.')).toBeInTheDocument();
});

/**
 * The Messages tab when the backend refuses: a real admin and the real embedded backend, behind a proxy that
 * answers 500 to the requests a test names (the backend itself never fails an admin's call).
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsole } from '../../../jest/console-guard';
import { serviceClient } from '../../../jest/test-backend';
import { signInAdminBehindProxy, type AdminBehindProxy } from '../testing/admin-behind-proxy';
import { renderDashboard } from '../testing/dashboard-page';
import { dismissToasts } from '../../../jest/dismiss-toasts';

let session: AdminBehindProxy;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  session = await signInAdminBehindProxy();
});

afterAll(() => session.close());

beforeEach(async () => {
  session.proxy.failing = undefined;
  session.proxy.requests = [];
  await serviceClient().from('contact_messages').delete().neq('id', '00000000-0000-0000-0000-000000000000');
  const now = Date.now();
  for (const [i, subject] of ['older', 'newer'].entries()) {
    const created_at = new Date(now - (2 - i) * 60_000).toISOString();
    const { error } = await serviceClient()
      .from('contact_messages')
      .insert({ name: 'Ada', email: 'ada@example.com', subject, message: `About ${subject}`, created_at });
    expect(error).toBeNull();
  }
});

afterEach(async () => {
  dismissToasts();
  // The AuthProvider's last session event may land after a test's final assertion.
  await act(async () => undefined);
});

const failing = (method: string) => (request: string) => request.startsWith(`${method} /rest/v1/contact_messages`);

async function openMessagesTab() {
  const user = userEvent.setup();
  renderDashboard();
  await user.click(await screen.findByRole('tab', { name: 'Messages' }));
  return user;
}

function headings(list: HTMLElement): Array<string | null> {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);
}

async function stored(): Promise<unknown> {
  const { data } = await act(async () => serviceClient().from('contact_messages').select('subject, read_at').order('created_at'));
  return data;
}

it('says "Error loading messages" when the list cannot be read, and "Try again" shows the messages once the backend answers', async () => {
  session.proxy.failing = failing('GET');
  expectConsole('error', /^Loading contact messages failed:/);
  const user = await openMessagesTab();

  expect(await screen.findByText('Error loading messages')).toBeInTheDocument();
  expect(screen.getByText('Failed to load contact messages. Please try again.')).toBeInTheDocument();
  const retry = screen.getByRole('button', { name: 'Try again' });
  // Not "no messages": nothing is known about them.
  expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Contact messages' })).not.toBeInTheDocument();

  session.proxy.failing = undefined;
  await user.click(retry);
  const list = await screen.findByRole('list', { name: 'Contact messages' });
  expect(headings(list)).toEqual(['Unreadnewer', 'Unreadolder']);
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(session.proxy.requests.filter(failing('GET'))).toHaveLength(2);
});

it('says "Error updating message" when Mark as read is refused, and the message stays unread', async () => {
  const user = await openMessagesTab();
  const list = await screen.findByRole('list', { name: 'Contact messages' });
  session.proxy.failing = failing('PATCH');
  expectConsole('error', /^Marking a message as read failed:/);

  const [newer] = within(list).getAllByRole('listitem');
  await user.click(within(newer!).getByRole('button', { name: 'Mark as read' }));
  expect(await screen.findByText('Error updating message')).toBeInTheDocument();
  expect(screen.getByText('The message could not be changed. Please try again.')).toBeInTheDocument();

  expect(session.proxy.requests.filter(failing('PATCH'))).toHaveLength(1);
  expect(headings(list)).toEqual(['Unreadnewer', 'Unreadolder']);
  expect(within(newer!).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
  expect(await stored()).toEqual([
    { subject: 'older', read_at: null },
    { subject: 'newer', read_at: null },
  ]);
});

it('says "Error updating message" when Delete is refused, and the message stays in the list', async () => {
  const user = await openMessagesTab();
  const list = await screen.findByRole('list', { name: 'Contact messages' });
  session.proxy.failing = failing('DELETE');
  expectConsole('error', /^Deleting a message failed:/);

  const older = within(list).getAllByRole('listitem')[1]!;
  await user.click(within(older).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete message' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
  expect(await screen.findByText('Error updating message')).toBeInTheDocument();
  expect(screen.getByText('The message could not be changed. Please try again.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

  expect(session.proxy.requests.filter(failing('DELETE'))).toHaveLength(1);
  expect(screen.queryByText('Message deleted')).not.toBeInTheDocument();
  expect(headings(screen.getByRole('list', { name: 'Contact messages' }))).toEqual(['Unreadnewer', 'Unreadolder']);
  expect(await stored()).toEqual([
    { subject: 'older', read_at: null },
    { subject: 'newer', read_at: null },
  ]);
});

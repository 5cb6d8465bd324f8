import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { User } from '@supabase/supabase-js';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { expectConsole } from '../../../jest/console-guard';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { AdminDashboard } from './admin-dashboard';

/**
 * A backend that answers but fails, to reach the spec's failure toasts (the real embedded backend never
 * fails an admin's call). 'all': every REST call answers 500 with a PostgREST-style body. 'delete': reads
 * work (one row, count 1) and only the DELETE fails. An unreachable host would also do for loading, but
 * supabase-js retries a failed GET for 7 seconds first.
 */
type Mode = 'all' | 'delete';
let mode: Mode = 'all';
let server: Server;
let requests: string[] = [];

const row = { id: '6f1c2a3e-0000-4000-8000-000000000001', email: 'kept@example.com', source: 'chatbot', created_at: '2026-01-02T10:00:00.000Z' };

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const headers = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' };
    if (mode === 'all' || request.method === 'DELETE') {
      response.writeHead(500, headers);
      response.end(JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }));
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Range': '0-0/1' });
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify([row]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureSupabase(`http://127.0.0.1:${port}`, 'anon-key-for-a-broken-backend');
  // The first call also lazy-loads supabase-js: give findBy more than its default second.
  configure({ asyncUtilTimeout: 5000 });
});

afterAll(async () => {
  await resetSupabaseForTests();
  // Keep-alive sockets from supabase-js's fetch would hold close() open.
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
});

const admin = { id: 'admin-1', email: 'admin@example.com' } as User;

function renderAsAdmin() {
  return renderWithProviders(<AdminDashboard />, {
    route: '/newsletter-admin',
    auth: { status: 'signed-in', user: admin, isAdmin: true, isAdminLoading: false },
  });
}

it('says "Error loading signups" once when the backend fails, and offers to try again', async () => {
  mode = 'all';
  expectConsole('error', /^Loading newsletter signups failed:/);
  renderAsAdmin();
  expect(screen.getByRole('heading', { level: 1, name: 'Newsletter Signups' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(await screen.findByText('Failed to load newsletter signups. Please try again.')).toBeInTheDocument();
  // One toast, though the counters and the list both failed.
  expect(screen.getAllByText('Error loading signups')).toHaveLength(1);
  expect(screen.queryByText('No newsletter signups yet')).not.toBeInTheDocument();
  expect(requests.some((line) => line.includes('/rest/v1/newsletter_signups'))).toBe(true);
});

it('says "Error clearing signups" (destructive) when the delete fails, and keeps the rows shown', async () => {
  mode = 'delete';
  expectConsole('error', /^Clearing newsletter signups failed:/);
  const user = userEvent.setup();
  renderAsAdmin();
  expect(await screen.findByText('kept@example.com')).toBeInTheDocument();
  // Enabled once the counters (read after the list) say there is something to clear.
  const clearButton = screen.getByRole('button', { name: 'Clear All Signups' });
  await waitFor(() => expect(clearButton).not.toHaveAttribute('aria-disabled', 'true'));
  await user.click(clearButton);
  const dialog = screen.getByRole('alertdialog', { name: 'Clear all signups' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete all 1 newsletter signups?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete all signups' }));
  expect(await screen.findByText('Error clearing signups')).toBeInTheDocument();
  expect(screen.getByText('Failed to clear newsletter signups. Please try again.')).toBeInTheDocument();
  expect(requests.some((line) => line.startsWith('DELETE /rest/v1/newsletter_signups?id=neq.00000000-0000-0000-0000-000000000000'))).toBe(true);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(await screen.findByText('kept@example.com')).toBeInTheDocument();
  expect(screen.queryByText('Signups cleared')).not.toBeInTheDocument();
  // The keyboard user is back where they were, on a button that can try again.
  await waitFor(() => expect(clearButton).toHaveFocus());
});

import type { User } from '@supabase/supabase-js';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { address, landedOn, renderWithProviders, type RenderOptions } from '../../../jest/render-with-providers';
import { AdminDashboard } from './admin-dashboard';

// Gates from a given auth state (the real AuthProvider is exercised in admin-dashboard.test.tsx).
const reader = { id: 'u-1', email: 'reader@example.com' } as User;

function renderAt(auth: RenderOptions['auth']) {
  return renderWithProviders(<AdminDashboard />, { route: '/newsletter-admin', path: '/newsletter-admin', auth });
}

describe('AdminDashboard gates (docs/product/screens.md#newsletter-admin, docs/product/roles.md)', () => {
  it('decides nothing while the session is loading: no Access Denied, no redirect', () => {
    renderAt({ status: 'loading' });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Checking your access…');
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Newsletter Signups' })).not.toBeInTheDocument();
    expect(address()).toHaveValue('/newsletter-admin');
  });

  it('decides nothing while the admin lookup is in flight for a signed-in user', () => {
    renderAt({ status: 'signed-in', user: reader, isAdmin: false, isAdminLoading: true });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Checking your access…');
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    expect(address()).toHaveValue('/newsletter-admin');
  });

  it("while it decides, draws the dashboard's band only on a page whose start gate marked the session an admin's", () => {
    document.documentElement.setAttribute('data-session', 'stored admin');
    try {
      renderAt({ status: 'signed-in', user: reader, isAdmin: false, isAdminLoading: true });
      expect(screen.getByRole('heading', { level: 1, name: 'Newsletter Signups' })).toBeVisible();
      expect(screen.getByText('Manage and export your newsletter subscribers')).toBeVisible();
      expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Checking your access…');
      // Only a stored session (a reader's, or one the lookup has not yet answered for): the wait alone.
      document.documentElement.setAttribute('data-session', 'stored');
      expect(screen.queryByRole('heading', { name: 'Newsletter Signups' })).not.toBeInTheDocument();
      expect(screen.getByText('Checking your access…')).toBeVisible();
    } finally {
      document.documentElement.setAttribute('data-session', '');
    }
  });

  it('draws nothing of the wait before the start gate has read the storage: the band, if it comes, is not drawn above it later', () => {
    document.documentElement.removeAttribute('data-session');
    try {
      renderAt({ status: 'loading' });
      expect(screen.getByText('Checking your access…')).not.toBeVisible();
      document.documentElement.setAttribute('data-session', '');
      expect(screen.getByText('Checking your access…')).toBeVisible();
    } finally {
      document.documentElement.setAttribute('data-session', '');
    }
  });

  it('redirects a signed-out visitor to /auth', async () => {
    renderAt({ status: 'signed-out' });
    expect(await landedOn('/auth')).toBeInTheDocument();
    expect(screen.queryByText('Checking your access…')).not.toBeInTheDocument();
  });

  it('shows Access Denied with a Return Home link to a signed-in user who is not an admin', () => {
    renderAt({ status: 'signed-in', user: reader, isAdmin: false, isAdminLoading: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need administrator privileges to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Newsletter Signups' })).not.toBeInTheDocument();
    expect(address()).toHaveValue('/newsletter-admin');
  });

  it('says the access could not be checked, not Access Denied, when the lookup got no answer; Try again asks again', async () => {
    const retryAdminCheck = jest.fn();
    renderAt({ status: 'signed-in', user: reader, isAdmin: false, isAdminLoading: false, adminCheckFailed: true, retryAdminCheck });
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't check your access" })).toBeInTheDocument();
    expect(screen.getByText('Failed to check your administrator access. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Return Home' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retryAdminCheck).toHaveBeenCalledTimes(1);
    expect(address()).toHaveValue('/newsletter-admin');
  });
});

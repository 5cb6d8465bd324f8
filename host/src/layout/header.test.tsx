import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, User } from '@supabase/supabase-js';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { Header } from './header';

const user = { id: 'u1', email: 'ann@example.com' } as User;
const session = { user } as Session;

describe('Header', () => {
  it('shows the nav links and Sign in to a signed-out visitor', () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Wanderpages home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Destinations' })).toHaveAttribute('href', '/destinations/europe');
    expect(screen.getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/genres/mystery');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(nav).not.toHaveTextContent('Admin');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it("shows the signed-out visitor's Sign in while auth is loading (the page's HTML), never Sign out", () => {
    renderWithProviders(<Header />, { auth: { status: 'loading' } });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows the email and a working Sign out button when signed in', async () => {
    let signedOut = false;
    renderWithProviders(<Header />, {
      auth: { status: 'signed-in', user, session, signOut: async () => void (signedOut = true) },
    });
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signedOut).toBe(true);
  });

  it('shows the Admin link to admins only', () => {
    renderWithProviders(<Header />, { auth: { status: 'signed-in', user, session, isAdmin: true } });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/newsletter-admin');
  });

  it('says so when signing out fails', async () => {
    renderWithProviders(<Header />, {
      auth: {
        status: 'signed-in',
        user,
        session,
        signOut: async () => {
          throw new Error('network down');
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
  });
});

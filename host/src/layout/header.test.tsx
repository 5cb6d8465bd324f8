import { act, useEffect, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, User } from '@supabase/supabase-js';
import { MemoryRouter } from 'react-router-dom';
import { SiteProviders, type AuthState } from '@wanderpages/shared';
import { renderWithProviders, signedOutAuth } from '../../../jest/render-with-providers';
import { Header } from './header';

const user = { id: 'u1', email: 'ann@example.com' } as User;
const session = { user } as Session;
const signedInAuth: AuthState = { ...signedOutAuth, status: 'signed-in', user, session, lastEvent: 'SIGNED_IN' };

/** The header in an auth state that changes from outside it, as a sign-in or sign-out in another tab changes it here. */
function renderWithAuthFromOutside(initial: AuthState) {
  let setAuth!: (auth: AuthState) => void;
  function Site() {
    const [auth, set] = useState(initial);
    useEffect(() => {
      setAuth = set;
    }, []);
    return (
      <SiteProviders auth={auth}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </SiteProviders>
    );
  }
  render(<Site />);
  return { setAuthFromOutside: (auth: AuthState) => act(() => setAuth(auth)) };
}

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

  it('says so when signing out fails, and keeps the focus on Sign out', async () => {
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
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    await userEvent.click(signOut);
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(signOut).toHaveFocus();
    expect(signOut).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('puts the focus on Sign in and says "Signed out" once signed out, never disabling the button it was on', async () => {
    let finishSignOut!: () => void;
    let calls = 0;
    // The auth state as the provider keeps it: signed out when supabase-js says so.
    const { setAuthFromOutside } = renderWithAuthFromOutside({
      ...signedOutAuth,
      status: 'signed-in',
      user,
      session,
      signOut: () => {
        calls += 1;
        return new Promise<void>((resolve) => {
          finishSignOut = () => {
            setAuthFromOutside(signedOutAuth);
            resolve();
          };
        });
      },
    });
    const person = userEvent.setup();
    // Outside the banner, whose one status is the search's note.
    expect(screen.getByRole('banner')).not.toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('');
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    await person.click(signOut);
    // Working on it: still focused and operable (a disabled button drops the focus), a second press does nothing.
    expect(signOut).toHaveFocus();
    expect(signOut).toBeEnabled();
    expect(signOut).toHaveAttribute('aria-disabled', 'true');
    await person.keyboard('{Enter}');
    expect(calls).toBe(1);
    await act(async () => finishSignOut());
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Signed out');
  });

  it('hands the focus from Sign out to Sign in when signed out in another tab (not to the page\'s body)', () => {
    const { setAuthFromOutside } = renderWithAuthFromOutside(signedInAuth);
    act(() => screen.getByRole('button', { name: 'Sign out' }).focus());
    setAuthFromOutside({ ...signedOutAuth, lastEvent: 'SIGNED_OUT' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveFocus();
  });

  it('hands the focus from Sign in to Sign out when signed in in another tab', () => {
    const { setAuthFromOutside } = renderWithAuthFromOutside(signedOutAuth);
    act(() => screen.getByRole('link', { name: 'Sign in' }).focus());
    setAuthFromOutside(signedInAuth);
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
  });

  it('leaves the focus where it is when the account changes from another tab while it is elsewhere', () => {
    const { setAuthFromOutside } = renderWithAuthFromOutside(signedInAuth);
    const books = screen.getByRole('link', { name: 'Books' });
    act(() => books.focus());
    setAuthFromOutside({ ...signedOutAuth, lastEvent: 'SIGNED_OUT' });
    expect(books).toHaveFocus();
  });
});

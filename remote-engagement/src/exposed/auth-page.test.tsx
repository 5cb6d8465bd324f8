/** /auth against the real embedded backend (docs/product/screens.md#auth, docs/product/texts-and-errors.md#auth). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, User } from '@supabase/supabase-js';
import { Link } from 'react-router-dom';
import { configureSupabase } from '@wanderpages/shared';
import { address, landedOn, renderWithProviders } from '../../../jest/render-with-providers';
import { freshPageForEachTest } from '../testing/fresh-page';
import { laggingRouter } from '../../../jest/lagging-router';
import { createConfirmedUser, linksSentTo, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { AuthPage } from './auth-page';

const PASSWORD = 'a-long-enough-passphrase';

function useTestBackend() {
  configureSupabase(testBackend().url, testBackend().anonKey);
}

function renderAuth(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const user = userEvent.setup();
  renderWithProviders(<AuthPage />, { route: '/auth', path: '/auth', ...options });
  return { user };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

freshPageForEachTest();

describe('AuthPage', () => {
  it('toggles between sign in and sign up', async () => {
    const { user } = renderAuth();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Sign in to Wanderpages$/);
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Join Wanderpages$/);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Sign in to Wanderpages$/);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('reads /auth/ as /auth, as the edge and the host do (not the not-found page)', () => {
    renderWithProviders(<AuthPage />, { route: '/auth/', path: '/auth/*' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Sign in to Wanderpages$/);
  });

  it('shows and hides the password', async () => {
    const { user } = renderAuth();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends a signed-in visitor to the home page', async () => {
    const user = { id: 'u1', email: 'ann@example.com' } as User;
    renderAuth({ auth: { status: 'signed-in', user, session: { user } as Session } });
    expect(await landedOn('/')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('decides nothing while the auth state is loading: no redirect, and the form takes typing (it is in the first HTML)', async () => {
    const { user } = renderAuth({ auth: { status: 'loading' } });
    expect(address()).toHaveValue('/auth');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Sign in to Wanderpages$/);
    // Typed, not only enabled: a read-only field is enabled too, and takes no typing.
    await fillIn(user, 'reader@example.com', PASSWORD);
    expect(screen.getByLabelText('Email')).toHaveValue('reader@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled');
    expect(address()).toHaveValue('/auth');
  });

  it('shows Processing... while busy, keeping focus on the button, then Welcome back! and goes home after signing in', async () => {
    const email = uniqueEmail('signin');
    await createConfirmedUser(email, PASSWORD);
    // The backend is configured only after the press, so the busy state is held until then.
    const { user } = renderAuth();
    await fillIn(user, email, PASSWORD);
    await user.tab(); // Show password
    await user.tab(); // Forgot password?
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // Unavailable, as a screen reader says it, but still focused: a disabled button would drop focus to the body.
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    // What was typed stays, and cannot change while it is being sent.
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Password')).toHaveAttribute('readonly');

    useTestBackend();
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully signed in.')).toBeInTheDocument();
    // The router commits the navigation in a transition, a render after the toast.
    expect(await landedOn('/')).toBeInTheDocument();
  });

  /** Signs in on /auth under the host's router (navigations land when the test says), the auth state the real one. */
  async function signInLagging({ clickBooksWhileBusy }: { clickBooksWhileBusy: boolean }) {
    const email = uniqueEmail('lagging');
    await createConfirmedUser(email, PASSWORD);
    const user = userEvent.setup();
    const router = laggingRouter('/auth', { auth: 'real', address: true });
    router.render(
      <>
        <Link to="/books">Books</Link>
        <AuthPage />
      </>,
    );
    await fillIn(user, email, PASSWORD);
    // The backend is configured only after the press, so the busy state is held until then.
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    if (clickBooksWhileBusy) await user.click(screen.getByRole('link', { name: 'Books' }));
    configureSupabase(testBackend().url, testBackend().anonKey);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    // The session event and the renders after it: every redirect the page will ask for is asked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    router.land();
    return router;
  }

  it('asks for one navigation home for one sign-in (not the submit\'s and then the signed-in redirect\'s)', async () => {
    const router = await signInLagging({ clickBooksWhileBusy: false });
    expect(router.asked).toEqual(['push /']);
    expect(router.history().paths[router.history().index]).toBe('/');
  });

  it('leaves a reader who followed a link while signing in where they asked to go, not home', async () => {
    const router = await signInLagging({ clickBooksWhileBusy: true });
    expect(router.asked).toEqual(['push /books']);
    await waitFor(() => expect(router.history().paths[router.history().index]).toBe('/books'));
  });

  it('says Check your email after signing up, in a panel naming the address, with a way back', async () => {
    useTestBackend();
    const email = uniqueEmail('signup');
    const { user } = renderAuth();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters (at most 72 bytes).');
    await fillIn(user, email, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText("We've sent you a confirmation link to complete your registration.")).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(`We've sent a confirmation link to ${email}.`);
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(address()).toHaveValue('/auth');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    // The button pressed has gone with its panel: focus goes to the form's heading, not to the page's body.
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Wanderpages' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled');
  });

  it('sends one confirmation mail for one sign-up, however often Sign Up is pressed while it says Processing...', async () => {
    const email = uniqueEmail('signup-once');
    // The backend is configured only after the presses, so the busy state is held until then.
    const { user } = renderAuth();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await fillIn(user, email, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(busy);
    await user.type(screen.getByLabelText('Password'), '{Enter}');

    useTestBackend();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toHaveFocus();
    expect(await linksSentTo(email)).toHaveLength(1);
    expect(screen.queryByText('Authentication Error')).not.toBeInTheDocument();
  });

  it('moves focus to the new view\'s heading when Forgot password? and Back to sign in swap the view', async () => {
    const { user } = renderAuth();
    // The page's first view takes no focus.
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Wanderpages' })).not.toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'reader@example.com');
    await user.tab(); // Password
    await user.tab(); // Show password
    await user.tab();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toHaveFocus();
    // From the heading, Tab reaches the address field (filled in from sign in).
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('reader@example.com');

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Wanderpages' })).toHaveFocus();
  });

  async function signInSentFrom(from: string) {
    const email = uniqueEmail('return');
    await createConfirmedUser(email, PASSWORD);
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { route: { pathname: '/auth', state: { from } }, path: '/auth' });
    await fillIn(user, email, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('returns a visitor to the page that sent them', async () => {
    useTestBackend();
    await signInSentFrom('/newsletter-admin');
    expect(await landedOn('/newsletter-admin')).toBeInTheDocument();
  });

  it('ignores a return path off the site: the visitor goes home', async () => {
    useTestBackend();
    await signInSentFrom('//evil.example/newsletter-admin');
    expect(await landedOn('/')).toBeInTheDocument();
  });

  it('shows the provider message for a wrong password, read with both fields, and focus goes to the first', async () => {
    useTestBackend();
    const email = uniqueEmail('wrong');
    await createConfirmedUser(email, PASSWORD);
    const { user } = renderAuth();
    await fillIn(user, email, 'not-the-password{Enter}');
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    const inline = within(screen.getByRole('main')).getByRole('alert');
    expect(inline).toHaveTextContent('Invalid login credentials');
    expect(address()).toHaveValue('/auth');
    // Which of the two was wrong, the provider does not say: both are marked, and each reads the error.
    const emailField = screen.getByLabelText('Email');
    const passwordField = screen.getByLabelText('Password');
    for (const field of [emailField, passwordField]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Invalid login credentials');
    }
    expect(emailField).toHaveFocus();
    // A new mode starts clean.
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(within(screen.getByRole('main')).getByRole('alert', { hidden: true })).toBeEmptyDOMElement();
    expect(emailField).not.toHaveAttribute('aria-invalid');
    expect(emailField).not.toHaveAccessibleDescription();
    expect(passwordField).not.toHaveAttribute('aria-invalid');
    expect(passwordField).toHaveAccessibleDescription('At least 6 characters (at most 72 bytes).');
  });

  it('spells out why a password is too weak, read with the password field (and its rule), where focus goes', async () => {
    useTestBackend();
    const { user } = renderAuth();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await fillIn(user, uniqueEmail('weak'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(/Reason: too short\.$/);
    const passwordField = screen.getByLabelText('Password');
    expect(passwordField).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField).toHaveAccessibleDescription(
      'Password should be at least 6 characters. Reason: too short. At least 6 characters (at most 72 bytes).',
    );
    expect(passwordField).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });
});

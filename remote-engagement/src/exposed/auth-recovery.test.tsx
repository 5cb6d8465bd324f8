/** Forgot password? and /auth/reset against the real embedded backend (its mailbox holds the reset link). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase, getSupabase } from '@wanderpages/shared';
import { address, landedOn, renderWithProviders } from '../../../jest/render-with-providers';
import { createConfirmedUser, linksSentTo, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { freshPageForEachTest } from '../testing/fresh-page';
import { findToast } from '../testing/toasts';
import { wholeText } from '../testing/whole-text';
import { AuthPage } from './auth-page';

const PASSWORD = 'a-long-enough-passphrase';

freshPageForEachTest();

beforeEach(() => {
  configureSupabase(testBackend().url, testBackend().anonKey);
});

it('Forgot password? sends a reset link to /auth/reset and says so, naming the address', async () => {
  const email = uniqueEmail('forgot');
  await createConfirmedUser(email, PASSWORD);
  const user = userEvent.setup();
  renderWithProviders(<AuthPage />, { route: '/auth', path: '/auth/*' });
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue(email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(`If an account exists for ${email}`);
  const [link] = await linksSentTo(email);
  expect(link).toContain('type=recovery');
  expect(decodeURIComponent(link ?? '')).toContain('redirect_to=http://localhost/auth/reset');
  await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
});

it('/auth/reset saves a new password for the session and goes home; the new password signs in', async () => {
  const email = uniqueEmail('reset');
  await createConfirmedUser(email, PASSWORD);
  const supabase = await getSupabase();
  expect((await supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  const user = userEvent.setup();
  const view = renderWithProviders(<AuthPage />, { route: '/auth/reset', path: '/auth/*', auth: 'real' });
  expect(await screen.findByText(`Choose a new password for ${email}.`)).toBeInTheDocument();
  const field = screen.getByLabelText('New password');
  expect(field).toHaveAccessibleDescription('At least 6 characters (at most 72 bytes).');
  // The account's address rides along, unseen, so a password manager updates that account's entry.
  expect(screen.getByDisplayValue(email)).toHaveAttribute('autocomplete', 'username');
  await user.type(field, 'a-brand-new-passphrase');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByText('Password updated')).toBeInTheDocument();
  expect(await landedOn('/')).toBeInTheDocument();
  // The page is done: unmounted, its auth provider no longer follows the session the checks below change (its
  // admin lookup would otherwise still be running when the test ends).
  view.unmount();
  await supabase.auth.signOut();
  expect((await supabase.auth.signInWithPassword({ email, password: 'a-brand-new-passphrase' })).error).toBeNull();
  await supabase.auth.signOut();
});

it.each([
  ['too short', 'short', 'Password should be at least 6 characters. Reason: too short.'],
  ['the password it replaces', PASSWORD, 'New password should be different from the old password.'],
  ['over 72 bytes', 'x'.repeat(73), 'Password cannot be longer than 72 characters'],
])('/auth/reset refuses a new password that is %s: the reason, inline too; the visitor stays with what they typed and can try again', async (_, refused, reason) => {
  const email = uniqueEmail('refused');
  await createConfirmedUser(email, PASSWORD);
  const supabase = await getSupabase();
  expect((await supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  const user = userEvent.setup();
  const view = renderWithProviders(<AuthPage />, { route: '/auth/reset', path: '/auth/*', auth: 'real' });
  expect(await screen.findByText(`Choose a new password for ${email}.`)).toBeInTheDocument();
  await user.type(screen.getByLabelText('New password'), refused);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));

  const toast = await findToast('Authentication Error');
  expect(within(toast).getByText(reason)).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Set a new password' });
  expect(within(form).getByRole('alert')).toHaveTextContent(wholeText(reason));
  // The reason is about the field: marked invalid, read with it before the rule, and focus is there to fix it.
  const field = within(form).getByLabelText('New password');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(`${reason} At least 6 characters (at most 72 bytes).`);
  expect(field).toHaveFocus();
  expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
  expect(within(form).getByLabelText('New password')).toHaveValue(refused);
  expect(screen.queryByText('Password updated')).not.toBeInTheDocument();
  expect(address()).toHaveValue('/auth/reset');

  // The visitor reads the reason and tries again on the same form (a navigation after the refusal, a transition
  // the router commits a render later, would have taken it away by now): a good password is saved.
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), 'a-brand-new-passphrase');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await findToast('Password updated')).toBeInTheDocument();
  expect(await landedOn('/')).toBeInTheDocument();
  view.unmount();
  await supabase.auth.signOut();
});

it('/auth/reset signed out says the link expired and leads back to sign in', () => {
  renderWithProviders(<AuthPage />, { route: '/auth/reset', path: '/auth/*', auth: { status: 'signed-out' } });
  expect(screen.getByRole('heading', { level: 1, name: 'This reset link has expired' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth');
});

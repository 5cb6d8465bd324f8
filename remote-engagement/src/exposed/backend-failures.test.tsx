/**
 * What visitors see when the backend cannot be had (docs/product/texts-and-errors.md#error-catalogue "any other error", "unexpected failure"): a
 * backend nobody answers at (a closed local port), and a backend configuration that fails (getSupabase() rejects).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, User } from '@supabase/supabase-js';
import { configureSupabase, failSupabaseConfiguration } from '@wanderpages/shared';
import { expectConsole } from '../../../jest/console-guard';
import { address, renderWithProviders } from '../../../jest/render-with-providers';
import { createConfirmedUser, uniqueEmail } from '../../../jest/test-backend';
import { unreachableBackendUrl } from '../testing/closed-port';
import { freshPageForEachTest } from '../testing/fresh-page';
import { storeSessionFor } from '../testing/stored-session';
import { findToast } from '../testing/toasts';
import { wholeText } from '../testing/whole-text';
import { AuthPage } from './auth-page';
import { ChatWidget } from './chat-widget';
import { NewsletterSection } from './newsletter-section';

const PASSWORD = 'a-long-enough-passphrase';

let unreachable = '';

beforeAll(async () => {
  unreachable = await unreachableBackendUrl();
});

async function signInAttempt() {
  const user = userEvent.setup();
  renderWithProviders(<AuthPage />, { route: '/auth', path: '/auth' });
  await user.type(screen.getByLabelText('Email'), 'reader@example.com');
  await user.type(screen.getByLabelText('Password'), 'a-long-enough-passphrase');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function subscribeFromHome() {
  const user = userEvent.setup();
  renderWithProviders(<NewsletterSection />);
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com{Enter}');
}

freshPageForEachTest();

describe('with the backend unreachable', () => {
  beforeEach(() => {
    configureSupabase(unreachable, 'anon-key-for-nobody');
  });

  it('the newsletter says Signup failed', async () => {
    expectConsole('error', /^Newsletter signup failed/);
    await subscribeFromHome();
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error processing your signup. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('reader@example.com');
  });

  it('the chat says Oops! and keeps its email form', async () => {
    expectConsole('error', /^Chat newsletter signup failed/);
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const dialog = screen.getByRole('dialog', { name: 'Chat with Wanderpages' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Hello{Enter}');
    const email = await within(dialog).findByRole('textbox', { name: 'Your email address' }, { timeout: 3000 });
    await user.type(email, 'reader@example.com{Enter}');

    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your email address' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Join' })).not.toHaveAttribute('aria-disabled');
  });

  it('signing in says Something went wrong, not Authentication Error', async () => {
    // supabase-js's auth client logs the failed fetch itself, then the form logs what it could not do.
    expectConsole('error', /^TypeError: fetch failed/);
    expectConsole('error', /^Authentication failed unexpectedly/);
    await signInAttempt();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Authentication Error')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled');
    // Not the visitor's doing: no field is marked, and focus goes to the error beside the form.
    const inline = within(screen.getByRole('main')).getByRole('alert');
    expect(inline).toHaveTextContent(wholeText('Something went wrong. Please try again later.'));
    expect(inline).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('asking for a reset link says Could not send the link, inline too, and keeps the address for another try', async () => {
    expectConsole('error', /^TypeError: fetch failed/);
    expectConsole('error', /^Password reset request failed unexpectedly/);
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { route: '/auth', path: '/auth/*' });
    await user.type(screen.getByLabelText('Email'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const toast = await findToast('Could not send the link');
    expect(within(toast).getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Authentication Error')).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Reset your password' });
    expect(within(form).getByRole('alert')).toHaveTextContent(wholeText('Could not send the link. Please try again later.'));
    expect(within(form).getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveValue('reader@example.com');

    // Another try, with the backend still gone: the same answer, and the form is still there.
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await findToast('Could not send the link', 2)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveValue('reader@example.com');
    expect(within(form).getByRole('button', { name: 'Send reset link' })).not.toHaveAttribute('aria-disabled');
  });

  it('saving a new password says Something went wrong, inline too; the visitor stays on the form with what they typed', async () => {
    const email = uniqueEmail('reset-offline');
    await createConfirmedUser(email, PASSWORD);
    // The reset link's session is in the browser; the page's client reads it, and the backend is gone. The auth
    // state is given (the real provider's admin lookup would retry the dead backend for seconds after the test).
    const session = await storeSessionFor(email, PASSWORD);
    expectConsole('error', /^TypeError: fetch failed/);
    expectConsole('error', /^Saving the new password failed unexpectedly/);
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { route: '/auth/reset', path: '/auth/*', auth: { status: 'signed-in', session, user: session.user } });
    expect(await screen.findByText(`Choose a new password for ${email}.`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    const toast = await findToast('Something went wrong');
    expect(within(toast).getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Authentication Error')).not.toBeInTheDocument();
    expect(screen.queryByText('Password updated')).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Set a new password' });
    expect(within(form).getByRole('alert')).toHaveTextContent(wholeText('Something went wrong. Please try again later.'));
    expect(within(form).getByRole('alert')).toHaveFocus();
    expect(within(form).getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveValue('a-brand-new-passphrase');
    expect(address()).toHaveValue('/auth/reset');

    // Another try, with the backend still gone: the same answer, on the same form (a navigation after the failure,
    // a transition the router commits a render later, would have taken it away by now).
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await findToast('Something went wrong', 2)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveValue('a-brand-new-passphrase');
    expect(within(form).getByRole('button', { name: 'Save new password' })).not.toHaveAttribute('aria-disabled');
    expect(address()).toHaveValue('/auth/reset');
  });
});

describe('when the backend configuration fails (getSupabase() rejects)', () => {
  // shared rejects the callers waiting at the moment the configuration fails: start the request first.
  const failConfiguration = () =>
    act(() => {
      failSupabaseConfiguration(new Error('no runtime-config.json'));
    });

  it('signing in says Something went wrong', async () => {
    expectConsole('error', /^Authentication failed unexpectedly Error: no runtime-config.json/);
    await signInAttempt();
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    failConfiguration();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveFocus();
  });

  it('the chat keeps focus on Join while it says Joining..., then says Oops! with focus still there', async () => {
    expectConsole('error', /^Chat newsletter signup failed/);
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const dialog = screen.getByRole('dialog', { name: 'Chat with Wanderpages' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Hello{Enter}');
    const email = await within(dialog).findByRole('textbox', { name: 'Your email address' }, { timeout: 3000 });
    await user.type(email, 'reader@example.com');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Join' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const busy = within(dialog).getByRole('button', { name: 'Joining...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    failConfiguration();
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Join' })).toHaveFocus();
  });

  it('asking for a reset link keeps focus on the button while it says Sending..., then on the error', async () => {
    expectConsole('error', /^Password reset request failed unexpectedly/);
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { route: '/auth', path: '/auth/*' });
    await user.type(screen.getByLabelText('Email'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    const busy = within(form).getByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');
    failConfiguration();
    expect(await findToast('Could not send the link')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveFocus();
  });

  it('saving a new password keeps focus on the button while it says Saving..., then on the error', async () => {
    expectConsole('error', /^Saving the new password failed unexpectedly/);
    const user = userEvent.setup();
    const reader = { id: 'u1', email: 'reader@example.com' } as User;
    renderWithProviders(<AuthPage />, { route: '/auth/reset', path: '/auth/*', auth: { status: 'signed-in', user: reader, session: { user: reader } as Session } });
    const form = screen.getByRole('form', { name: 'Set a new password' });
    await user.type(within(form).getByLabelText('New password'), 'a-brand-new-passphrase');
    await user.click(within(form).getByRole('button', { name: 'Save new password' }));
    const busy = within(form).getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    expect(within(form).getByLabelText('New password')).toHaveAttribute('readonly');
    failConfiguration();
    expect(await findToast('Something went wrong')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveFocus();
    expect(within(form).getByLabelText('New password')).toHaveValue('a-brand-new-passphrase');
  });

  it('the newsletter says Signup failed', async () => {
    expectConsole('error', /^Newsletter signup failed/);
    await subscribeFromHome();
    failConfiguration();
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
  });
});

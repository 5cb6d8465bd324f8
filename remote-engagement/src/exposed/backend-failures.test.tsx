/**
 * What visitors see when the backend cannot be had (docs/product/texts-and-errors.md#error-catalogue "any other error", "unexpected failure"): a
 * backend nobody answers at (a closed local port), and a backend configuration that fails (getSupabase() rejects).
 */
import { createServer } from 'node:net';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase, failSupabaseConfiguration } from '@wanderpages/shared';
import { expectConsole } from '../../../jest/console-guard';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { freshPageForEachTest } from '../testing/fresh-page';
import { AuthPage } from './auth-page';
import { ChatWidget } from './chat-widget';
import { NewsletterSection } from './newsletter-section';

/** A local port nothing listens on: bound by the OS, then released. Connections to it are refused. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let unreachable = '';

beforeAll(async () => {
  unreachable = `http://127.0.0.1:${await closedPort()}`;
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
    expect(within(dialog).getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('signing in says Something went wrong, not Authentication Error', async () => {
    // supabase-js's auth client logs the failed fetch itself, then the form logs what it could not do.
    expectConsole('error', /^TypeError: fetch failed/);
    expectConsole('error', /^Authentication failed unexpectedly/);
    await signInAttempt();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Authentication Error')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
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
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    failConfiguration();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });

  it('the newsletter says Signup failed', async () => {
    expectConsole('error', /^Newsletter signup failed/);
    await subscribeFromHome();
    failConfiguration();
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
  });
});

/**
 * Forgot password? when the backend refuses to send another mail yet (429 over_email_send_rate_limit: one reset
 * mail per address per interval, as hosted GoTrue does), against a real embedded backend of this file's own whose
 * rate-limit clock the test moves (src/testing/rate-limited-backend.ts).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase } from '@wanderpages/shared';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { uniqueEmail } from '../../../jest/test-backend';
import { requestPasswordReset } from '../api/auth-api';
import { freshPageForEachTest } from '../testing/fresh-page';
import { startRateLimitedBackend, type RateLimitedBackend } from '../testing/rate-limited-backend';
import { findToast } from '../testing/toasts';
import { wholeText } from '../testing/whole-text';
import { AuthPage } from './auth-page';

const PASSWORD = 'a-long-enough-passphrase';

let backend: RateLimitedBackend;

beforeAll(async () => {
  backend = await startRateLimitedBackend();
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

freshPageForEachTest();

beforeEach(() => {
  configureSupabase(backend.url, backend.anonKey);
});

/** On /auth: the address typed into sign in, then Forgot password?, then Send reset link. */
async function askForResetLink(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

it('the api reports a refused mail as the provider’s refusal with its message, not as a failure', async () => {
  const email = uniqueEmail('limited-api');
  await backend.createConfirmedUser(email, PASSWORD);
  await expect(requestPasswordReset(email)).resolves.toEqual({ status: 'ok', signedIn: false });
  await expect(requestPasswordReset(email)).resolves.toEqual({
    status: 'rejected',
    message: `For security purposes, you can only request this after ${backend.emailIntervalSeconds} seconds.`,
    reasons: [],
  });
});

it('a second reset link within the interval is refused with the backend’s reason; the address stays; asking again later sends it', async () => {
  const email = uniqueEmail('limited');
  await backend.createConfirmedUser(email, PASSWORD);
  const user = userEvent.setup();
  renderWithProviders(<AuthPage />, { route: '/auth', path: '/auth/*' });

  // The first link is sent; the visitor goes back and asks again at once (no mail yet, say).
  await askForResetLink(user, email);
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
  await askForResetLink(user, email);

  const refusal = `For security purposes, you can only request this after ${backend.emailIntervalSeconds} seconds.`;
  const toast = await findToast('Authentication Error');
  expect(within(toast).getByText(refusal)).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Reset your password' });
  expect(within(form).getByRole('alert')).toHaveTextContent(wholeText(refusal));
  // Not about the address: the field is not marked, and focus goes to the reason.
  expect(within(form).getByRole('alert')).toHaveFocus();
  expect(within(form).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  expect(within(form).getByLabelText('Email')).toHaveValue(email);
  expect(within(form).getByRole('button', { name: 'Send reset link' })).not.toHaveAttribute('aria-disabled');
  expect(await backend.linksSentTo(email)).toHaveLength(1);

  // Once the interval has passed, the same button sends the second link.
  await backend.advanceClock(backend.emailIntervalSeconds);
  await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(`If an account exists for ${email}`);
  expect(await backend.linksSentTo(email)).toHaveLength(2);
});

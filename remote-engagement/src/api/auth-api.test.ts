/**
 * The auth calls' results as the forms read them, against the real embedded backend through the page's
 * supabase-js client: what a refusal carries (the message, a weak password's reasons), what a success says about
 * the session, and where the emails' links lead back to.
 */
import { configureSupabase } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { expectConsole } from '../../../jest/console-guard';
import { createConfirmedUser, linksSentTo, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { unreachableBackendUrl } from '../testing/closed-port';
import { freshPageForEachTest } from '../testing/fresh-page';
import { storeSessionFor } from '../testing/stored-session';
import { requestPasswordReset, signIn, signUp, updatePassword } from './auth-api';

const PASSWORD = 'a-long-enough-passphrase';

freshPageForEachTest();

beforeEach(() => {
  configureSupabase(testBackend().url, testBackend().anonKey);
});

/** The links in the emails the backend sent to `email`, parsed. */
async function urlsSentTo(email: string): Promise<URL[]> {
  return (await linksSentTo(email)).map((link) => new URL(link));
}

it('a password under six characters is refused with its reason, for the form to explain', async () => {
  await expect(signUp(uniqueEmail('weak'), 'short')).resolves.toEqual({
    status: 'rejected',
    message: 'Password should be at least 6 characters.',
    reasons: ['length'],
  });
});

it('wrong credentials are refused with the provider’s message and no reasons', async () => {
  const email = uniqueEmail('wrong');
  await createConfirmedUser(email, PASSWORD);
  await expect(signIn(email, 'not-the-passphrase')).resolves.toEqual({
    status: 'rejected',
    message: 'Invalid login credentials',
    reasons: [],
  });
});

it('signing in says a session came back; the address is matched however it was typed', async () => {
  const email = uniqueEmail('typed');
  await createConfirmedUser(email, PASSWORD);
  await expect(signIn(`  ${email.toUpperCase()} `, PASSWORD)).resolves.toEqual({ status: 'ok', signedIn: true });
});

it("signing up sends a confirmation link that leads back to this site's origin", async () => {
  const email = uniqueEmail('joining');
  const result = await signUp(email, PASSWORD);
  expect(result.status).toBe('ok');
  const links = await urlsSentTo(email);
  expect(links.length).toBeGreaterThan(0);
  expect(links[0]?.searchParams.get('redirect_to')).toBe(window.location.origin);
});

it('a reset request succeeds without signing anyone in, and its link leads to /auth/reset', async () => {
  const email = uniqueEmail('resetting');
  await createConfirmedUser(email, PASSWORD);
  await expect(requestPasswordReset(email)).resolves.toEqual({ status: 'ok', signedIn: false });
  const [link] = await urlsSentTo(email);
  expect(link?.searchParams.get('type')).toBe('recovery');
  expect(link?.searchParams.get('redirect_to')).toBe(`${window.location.origin}/auth/reset`);
});

describe('updatePassword', () => {
  /** A confirmed account, signed in on the page's client (as the reset link leaves it). */
  async function signedIn(prefix: string): Promise<string> {
    const email = uniqueEmail(prefix);
    await createConfirmedUser(email, PASSWORD);
    await expect(signIn(email, PASSWORD)).resolves.toEqual({ status: 'ok', signedIn: true });
    return email;
  }

  it('saves the new password for the signed-in user: the new one signs in, the old one no longer does', async () => {
    const email = await signedIn('new-password');
    await expect(updatePassword('a-brand-new-passphrase')).resolves.toEqual({ status: 'ok', signedIn: true });
    await expect(signIn(email, 'a-brand-new-passphrase')).resolves.toEqual({ status: 'ok', signedIn: true });
    await expect(signIn(email, PASSWORD)).resolves.toMatchObject({ status: 'rejected', message: 'Invalid login credentials' });
  });

  it.each([
    ['too short', 'short', { message: 'Password should be at least 6 characters.', reasons: ['length'] }],
    ['the same as the old one', PASSWORD, { message: 'New password should be different from the old password.', reasons: [] }],
    ['over 72 bytes', 'é'.repeat(37), { message: 'Password cannot be longer than 72 characters', reasons: [] }],
  ])('reports a password that is %s as refused, with the provider’s message and reasons; the old one still signs in', async (_, password, refusal) => {
    const email = await signedIn('refused-password');
    await expect(updatePassword(password)).resolves.toEqual({ status: 'rejected', ...refusal });
    await expect(signIn(email, PASSWORD)).resolves.toEqual({ status: 'ok', signedIn: true });
  });

  it('reports the backend unreachable as a failure, not a refusal', async () => {
    const email = uniqueEmail('offline-password');
    await createConfirmedUser(email, PASSWORD);
    await storeSessionFor(email, PASSWORD);
    // The page again, signed in, with its backend gone (a fresh client, configured with a port nobody answers at).
    await resetSupabaseForTests();
    configureSupabase(await unreachableBackendUrl(), testBackend().anonKey);
    // supabase-js's auth client logs the failed fetch itself.
    expectConsole('error', /^TypeError: fetch failed/);
    const result = await updatePassword('a-brand-new-passphrase');
    expect(result).toEqual({ status: 'failed', error: expect.objectContaining({ name: 'AuthRetryableFetchError' }) });
  });
});

/**
 * The auth calls' results as the forms read them, against the real embedded backend through the page's
 * supabase-js client: what a refusal carries (the message, a weak password's reasons), what a success says about
 * the session, and where the emails' links lead back to.
 */
import { configureSupabase } from '@wanderpages/shared';
import { createConfirmedUser, linksSentTo, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { freshPageForEachTest } from '../testing/fresh-page';
import { requestPasswordReset, signIn, signUp } from './auth-api';

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

/**
 * PUT /auth/v1/user with a new password, as GoTrue answers it (internal/api/user.go, UserUpdate, calls
 * User.UpdatePassword(tx, &session.ID) in internal/models/user.go): every other session of the user is deleted
 * (LogoutAllExceptMe in internal/models/sessions.go; their refresh tokens go with them), the session that changed
 * the password stays, and the pending one-time tokens are cleared (confirmation, recovery, email change), so a
 * link mailed before the change no longer works. The admin API's password change (UpdatePassword(tx, nil)) is in
 * auth-admin-update.test.ts.
 */
import { startTestBackend, type TestBackend } from '../src/testing';
import { authApi, type Tokens } from './helpers/auth-api';

jest.setTimeout(60_000);

let backend: TestBackend;

const { auth, signIn } = authApi(() => backend);

function refresh(tokens: Tokens): Promise<Response> {
  return auth('token?grant_type=refresh_token', { body: { refresh_token: tokens.refresh_token } });
}

/** Where a mailed link sends the browser: its fragment's parameters. */
async function follow(link: string): Promise<URLSearchParams> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
}

async function lastLink(to: string, type: string): Promise<string> {
  const mail = (await backend.mailbox()).filter((m) => m.to === to && m.type === type).at(-1);
  expect(mail).toBeDefined();
  return mail?.links[0] ?? '';
}

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

it('ends every other session of the user and keeps the one that changed the password', async () => {
  await backend.createUser('sessions@example.com', 'first-password');
  const changer = await signIn('sessions@example.com', 'first-password');
  const laptop = await signIn('sessions@example.com', 'first-password');
  const phone = await signIn('sessions@example.com', 'first-password');

  const response = await auth('user', { method: 'PUT', bearer: changer.access_token, body: { password: 'second-password' } });
  expect(response.status).toBe(200);

  for (const other of [laptop, phone]) {
    const me = await auth('user', { bearer: other.access_token });
    expect(me.status).toBe(403);
    expect((await me.json()).code).toBe('session_not_found');
    const refreshed = await refresh(other);
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toEqual({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
  }
  expect((await auth('user', { bearer: changer.access_token })).status).toBe(200);
  expect((await refresh(changer)).status).toBe(200);
  expect((await auth('token?grant_type=password', { body: { email: 'sessions@example.com', password: 'first-password' } })).status).toBe(400);
  await signIn('sessions@example.com', 'second-password');
});

it('leaves the sessions of other users alone', async () => {
  await backend.createUser('bystander@example.com', 'bystander-password');
  await backend.createUser('changer@example.com', 'changer-password');
  const bystander = await signIn('bystander@example.com', 'bystander-password');
  const changer = await signIn('changer@example.com', 'changer-password');
  expect((await auth('user', { method: 'PUT', bearer: changer.access_token, body: { password: 'changer-new-password' } })).status).toBe(200);
  expect((await auth('user', { bearer: bystander.access_token })).status).toBe(200);
  expect((await refresh(bystander)).status).toBe(200);
});

it('signs out the other supabase-js clients of the user', async () => {
  await backend.createUser('js-sessions@example.com', 'js-old-password');
  const [here, there, elsewhere] = [backend.anonClient(), backend.anonClient(), backend.anonClient()];
  for (const client of [here, there, elsewhere]) {
    expect((await client.auth.signInWithPassword({ email: 'js-sessions@example.com', password: 'js-old-password' })).error).toBeNull();
  }

  expect((await here.auth.updateUser({ password: 'js-new-password' })).error).toBeNull();

  expect((await here.auth.getUser()).error).toBeNull();
  expect((await there.auth.refreshSession()).error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  // supabase-js turns GoTrue's 403 session_not_found into AuthSessionMissingError and drops the stored session.
  const gone = await elsewhere.auth.getUser();
  expect(gone.data.user).toBeNull();
  expect(gone.error?.name).toBe('AuthSessionMissingError');
  expect((await elsewhere.auth.getSession()).data.session).toBeNull();
});

it('makes a pending email-change link and a recovery link mailed before the change invalid', async () => {
  await backend.createUser('links@example.com', 'links-password');
  const session = await signIn('links@example.com', 'links-password');
  expect((await auth('user', { method: 'PUT', bearer: session.access_token, body: { email: 'links-new@example.com' } })).status).toBe(200);
  expect((await auth('recover', { body: { email: 'links@example.com' } })).status).toBe(200);
  const changeLink = await lastLink('links-new@example.com', 'email_change');
  const recoveryLink = await lastLink('links@example.com', 'recovery');

  expect((await auth('user', { method: 'PUT', bearer: session.access_token, body: { password: 'links-new-password' } })).status).toBe(200);

  expect((await follow(changeLink)).get('error_code')).toBe('otp_expired');
  expect((await follow(recoveryLink)).get('error_code')).toBe('otp_expired');
  const me = await auth('user', { bearer: session.access_token });
  expect(await me.json()).toMatchObject({ email: 'links@example.com' });
});

it('clears those tokens before an email change sent in the same request, whose link then works', async () => {
  await backend.createUser('both@example.com', 'both-password');
  const session = await signIn('both@example.com', 'both-password');
  const response = await auth('user', { method: 'PUT', bearer: session.access_token, body: { password: 'both-new-password', email: 'both-new@example.com' } });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ email: 'both@example.com', new_email: 'both-new@example.com' });
  const fragment = await follow(await lastLink('both-new@example.com', 'email_change'));
  expect(fragment.get('access_token')).toEqual(expect.any(String));
  await signIn('both-new@example.com', 'both-new-password');
});

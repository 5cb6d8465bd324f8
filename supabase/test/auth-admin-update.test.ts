/**
 * PUT /auth/v1/admin/users/<id> with the service-role key, as GoTrue's adminUserUpdate answers it: the address is set
 * at once (no link), a password set by an admin signs the user out everywhere (UpdatePassword(tx, nil) → Logout),
 * and metadata merges shallowly with a null removing its key (UpdateUserMetaData / UpdateAppMetaData). Its 404 and
 * email_exists refusals are in bad-input.test.ts.
 */
import { startTestBackend, type TestBackend } from '../src/testing';
import { authApi } from './helpers/auth-api';

jest.setTimeout(60_000);

let backend: TestBackend;

const { auth } = authApi(() => backend);

function adminPut(id: string, body: unknown): Promise<Response> {
  return auth(`admin/users/${id}`, { method: 'PUT', body, service: true });
}

async function adminCreate(body: Record<string, unknown>): Promise<Record<string, unknown> & { id: string }> {
  const response = await auth('admin/users', { body, service: true });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown> & { id: string };
}

function signIn(email: string, password: string): Promise<Response> {
  return auth('token?grant_type=password', { body: { email, password } });
}

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

it('changes and confirms the address at once, with no email, and the user signs in with it', async () => {
  const created = await adminCreate({ email: 'before@example.com', password: 'moving-password' });
  expect(created.email_confirmed_at).toBeUndefined();
  expect((await signIn('before@example.com', 'moving-password')).status).toBe(400);

  const response = await adminPut(created.id, { email: 'after@example.com', email_confirm: true });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  const user = (await response.json()) as Record<string, unknown>;
  expect(user).toMatchObject({
    id: created.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: 'after@example.com',
    email_confirmed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    confirmed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    identities: [expect.objectContaining({ id: created.id, provider: 'email', email: 'after@example.com', identity_data: expect.objectContaining({ email: 'after@example.com', email_verified: true }) })],
  });
  expect(user).not.toHaveProperty('new_email');
  // GET answers the stored user, not just what PUT echoed.
  expect(await (await auth(`admin/users/${created.id}`, { service: true })).json()).toMatchObject({ email: 'after@example.com', email_confirmed_at: user.email_confirmed_at });

  // The admin API sets the address directly: nothing is sent to either address.
  expect((await backend.mailbox()).filter((m) => m.to === 'after@example.com' || m.to === 'before@example.com')).toEqual([]);
  const signedIn = await signIn('after@example.com', 'moving-password');
  expect(signedIn.status).toBe(200);
  expect(((await signedIn.json()) as { user: { id: string } }).user.id).toBe(created.id);
  const old = await signIn('before@example.com', 'moving-password');
  expect(old.status).toBe(400);
  expect(await old.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
});

it('changes the address of a confirmed user without unconfirming it', async () => {
  const created = await adminCreate({ email: 'still-confirmed@example.com', password: 'confirmed-password', email_confirm: true });
  const response = await adminPut(created.id, { email: 'renamed@example.com' });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ email: 'renamed@example.com', email_confirmed_at: created.email_confirmed_at });
  expect((await signIn('renamed@example.com', 'confirmed-password')).status).toBe(200);
});

it('sets a new password: it signs in, the old one does not, and every session of the user ends', async () => {
  const created = await adminCreate({ email: 'reset@example.com', password: 'old-password', email_confirm: true });
  const before = await signIn('reset@example.com', 'old-password');
  expect(before.status).toBe(200);
  const session = (await before.json()) as { access_token: string; refresh_token: string };

  const response = await adminPut(created.id, { password: 'new-password' });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ id: created.id, email: 'reset@example.com' });

  expect((await signIn('reset@example.com', 'new-password')).status).toBe(200);
  const old = await signIn('reset@example.com', 'old-password');
  expect(old.status).toBe(400);
  expect(await old.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });

  // GoTrue's UpdatePassword(tx, nil) logs the user out of all sessions: whoever held the old password is out.
  const refresh = await auth('token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } });
  expect(refresh.status).toBe(400);
  expect(await refresh.json()).toEqual({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
  const me = await auth('user', { bearer: session.access_token });
  expect(me.status).toBe(403);
  expect((await me.json()).code).toBe('session_not_found');
});

/** The link of the newest email of `type` to `to`, and where following it sends the browser (its fragment). */
async function followLastLink(to: string, type: string): Promise<URLSearchParams> {
  const link = (await backend.mailbox()).filter((m) => m.to === to && m.type === type).at(-1)?.links[0] ?? '';
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
}

async function askEmailChange(email: string, password: string, to: string): Promise<void> {
  const { access_token } = (await (await signIn(email, password)).json()) as { access_token: string };
  expect((await auth('user', { method: 'PUT', bearer: access_token, body: { email: to } })).status).toBe(200);
}

// GoTrue's UpdatePassword also clears the one-time tokens (internal/models/user.go): a link mailed before is dead.
it('a password set by an admin also makes a pending email-change link invalid', async () => {
  const created = await adminCreate({ email: 'reset-link@example.com', password: 'reset-link-password', email_confirm: true });
  await askEmailChange('reset-link@example.com', 'reset-link-password', 'reset-link-new@example.com');
  expect((await adminPut(created.id, { password: 'reset-link-new-password' })).status).toBe(200);
  expect((await followLastLink('reset-link-new@example.com', 'email_change')).get('error_code')).toBe('otp_expired');
  expect((await signIn('reset-link@example.com', 'reset-link-new-password')).status).toBe(200);
});

/*
 * GoTrue's adminUserUpdate (internal/api/admin.go) sets the new address with User.SetEmail, which writes the email
 * column only (internal/models/user.go): email_change and its token stay, so a link the user asked for earlier
 * still works, and following it applies the address it was sent to (emailChangeVerify → ConfirmEmailChange).
 */
it('an email change by an admin leaves a pending email-change link valid, as GoTrue does', async () => {
  const created = await adminCreate({ email: 'pending-owner@example.com', password: 'pending-password', email_confirm: true });
  await askEmailChange('pending-owner@example.com', 'pending-password', 'asked-for@example.com');

  const response = await adminPut(created.id, { email: 'admin-set@example.com' });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ email: 'admin-set@example.com', new_email: 'asked-for@example.com' });
  expect((await signIn('admin-set@example.com', 'pending-password')).status).toBe(200);

  expect((await followLastLink('asked-for@example.com', 'email_change')).get('access_token')).toEqual(expect.any(String));
  expect((await signIn('asked-for@example.com', 'pending-password')).status).toBe(200);
  expect((await signIn('admin-set@example.com', 'pending-password')).status).toBe(400);
});

it('refuses a weak password and keeps the old one', async () => {
  const created = await adminCreate({ email: 'weak@example.com', password: 'weak-old-password', email_confirm: true });
  const response = await adminPut(created.id, { password: '12345' });
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({ code: 'weak_password', message: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
  expect((await signIn('weak@example.com', 'weak-old-password')).status).toBe(200);
});

it('merges user_metadata and app_metadata shallowly, a null removing its key', async () => {
  const created = await adminCreate({
    email: 'metadata@example.com',
    password: 'metadata-password',
    user_metadata: { name: 'Ann', prefs: { theme: 'dark', lang: 'en' }, nickname: 'annie' },
    app_metadata: { plan: 'free', team: 'red' },
  });
  expect(created.user_metadata).toEqual({ name: 'Ann', prefs: { theme: 'dark', lang: 'en' }, nickname: 'annie' });
  expect(created.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'free', team: 'red' });

  const response = await adminPut(created.id, {
    user_metadata: { prefs: { theme: 'light' }, nickname: null, city: 'Oslo' },
    app_metadata: { plan: 'pro', team: null },
  });
  expect(response.status).toBe(200);
  const user = (await response.json()) as { user_metadata: unknown; app_metadata: unknown };
  // Top-level keys only: prefs is replaced whole (lang is gone), name stays, nickname is removed.
  expect(user.user_metadata).toEqual({ name: 'Ann', prefs: { theme: 'light' }, city: 'Oslo' });
  expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'pro' });

  const stored = (await (await auth(`admin/users/${created.id}`, { service: true })).json()) as { user_metadata: unknown; app_metadata: unknown };
  expect(stored.user_metadata).toEqual(user.user_metadata);
  expect(stored.app_metadata).toEqual(user.app_metadata);

  // A body without metadata leaves both alone.
  const untouched = (await (await adminPut(created.id, {})).json()) as { user_metadata: unknown; app_metadata: unknown };
  expect(untouched.user_metadata).toEqual(user.user_metadata);
  expect(untouched.app_metadata).toEqual(user.app_metadata);
});

it('applies the same merge to PUT /user data (GoTrue UpdateUserMetaData)', async () => {
  await adminCreate({ email: 'self-metadata@example.com', password: 'self-password', email_confirm: true, user_metadata: { a: 1, b: 2 } });
  const { access_token } = (await (await signIn('self-metadata@example.com', 'self-password')).json()) as { access_token: string };
  const response = await auth('user', { method: 'PUT', bearer: access_token, body: { data: { b: null, c: 3 } } });
  expect(response.status).toBe(200);
  // Not toEqual: hosted's confirmation (GoTrue's Confirm) also puts email_verified: true in user_metadata; ours does not.
  const { user_metadata: metadata } = (await response.json()) as { user_metadata: Record<string, unknown> };
  expect(metadata).toMatchObject({ a: 1, c: 3 });
  expect(metadata).not.toHaveProperty('b');
});

it('is for the service role only', async () => {
  const created = await adminCreate({ email: 'guarded@example.com', password: 'guarded-password', email_confirm: true });
  const { access_token } = (await (await signIn('guarded@example.com', 'guarded-password')).json()) as { access_token: string };
  const response = await auth(`admin/users/${created.id}`, { method: 'PUT', bearer: access_token, body: { password: 'taken-over' } });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
  expect((await signIn('guarded@example.com', 'guarded-password')).status).toBe(200);
});

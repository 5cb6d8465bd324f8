/** Raw HTTP against /auth/v1: GoTrue's statuses, codes and shapes that supabase-js hides or does not exercise. */
import { SignJWT } from 'jose';
import { startTestBackend, type TestBackend } from '../src/testing';
import { authApi, type Tokens } from './helpers/auth-api';

jest.setTimeout(60_000);

let backend: TestBackend;
const V = { 'x-supabase-api-version': '2024-01-01' };

const { auth, signIn } = authApi(() => backend);

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.createUser('user@example.com', 'user-password');
  await backend.createUser('rotate@example.com', 'rotate-password');
  await backend.createUser('multi@example.com', 'multi-password');
});

afterAll(async () => {
  await backend?.close();
});

it('echoes X-Supabase-Api-Version and uses the old error shape for clients that do not send it', async () => {
  const modern = await auth('token?grant_type=password', { body: { email: 'user@example.com', password: 'wrong-one' } });
  expect(modern.status).toBe(400);
  expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  expect(await modern.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  const legacy = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@example.com', password: 'wrong-two' }),
  });
  expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
});

it('rotates refresh tokens, and a reused one revokes the session', async () => {
  const first = await signIn('rotate@example.com', 'rotate-password');
  const rotated = await auth('token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } });
  expect(rotated.status).toBe(200);
  const second = (await rotated.json()) as Tokens;
  expect(second.refresh_token).not.toBe(first.refresh_token);

  const replay = await auth('token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } });
  expect(replay.status).toBe(400);
  expect((await replay.json()).code).toBe('refresh_token_already_used');
  // The whole session is gone: the newest refresh token and the access token's session no longer work.
  const after = await auth('token?grant_type=refresh_token', { body: { refresh_token: second.refresh_token } });
  expect((await after.json()).code).toBe('refresh_token_not_found');
  const user = await auth('user', { bearer: second.access_token });
  expect(user.status).toBe(403);
  expect((await user.json()).code).toBe('session_not_found');
  const unknown = await auth('token?grant_type=refresh_token', { body: { refresh_token: 'nope' } });
  expect(await unknown.json()).toEqual({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
});

it('logs out with scope local, others and global', async () => {
  const a = await signIn('multi@example.com', 'multi-password');
  const b = await signIn('multi@example.com', 'multi-password');
  const c = await signIn('multi@example.com', 'multi-password');
  expect((await auth('logout?scope=local', { method: 'POST', bearer: a.access_token })).status).toBe(204);
  expect((await auth('user', { bearer: a.access_token })).status).toBe(403);
  expect((await auth('user', { bearer: b.access_token })).status).toBe(200);
  expect((await auth('logout?scope=others', { method: 'POST', bearer: b.access_token })).status).toBe(204);
  expect((await auth('user', { bearer: b.access_token })).status).toBe(200);
  expect((await auth('user', { bearer: c.access_token })).status).toBe(403);
  expect((await auth('logout?scope=global', { method: 'POST', bearer: b.access_token })).status).toBe(204);
  expect((await auth('user', { bearer: b.access_token })).status).toBe(403);
});

it('answers /user without a token with 401 and with a bad one with 403 bad_jwt', async () => {
  const none = await auth('user');
  expect(none.status).toBe(401);
  expect((await none.json()).code).toBe('no_authorization');
  const forged = await new SignJWT({ sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-secret-another-secret-00'));
  const bad = await auth('user', { bearer: forged });
  expect(bad.status).toBe(403);
  expect((await bad.json()).code).toBe('bad_jwt');
  // A live session's own claims, signed with the backend's secret: expiry is the one thing wrong with them.
  const { access_token } = await signIn('user@example.com', 'user-password');
  const claims = JSON.parse(Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
  const resign = (exp: number) => new SignJWT({ ...claims, exp }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(backend.jwtSecret));
  const now = Math.floor(Date.now() / 1000);
  expect((await auth('user', { bearer: await resign(now + 100) })).status).toBe(200);
  const expired = await auth('user', { bearer: await resign(now - 100) });
  expect(expired.status).toBe(403);
  expect(await expired.json()).toEqual({ code: 'bad_jwt', message: expect.stringMatching(/token is expired/) });
});

it('sends a disallowed redirect_to to the site URL, and a bad link back with otp_expired', async () => {
  const signup = await auth(`signup?redirect_to=${encodeURIComponent('https://evil.example/steal')}`, {
    body: { email: 'redirect@example.com', password: 'redirect-password' },
  });
  expect(signup.status).toBe(200);
  const mail = (await backend.mailbox()).filter((m) => m.to === 'redirect@example.com').at(-1);
  const link = new URL(mail?.links[0] ?? '');
  expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000');
  const bogus = await fetch(`${backend.url}/auth/v1/verify?token=bogus&type=signup&redirect_to=${encodeURIComponent('http://localhost:3000/')}`, { redirect: 'manual' });
  expect(bogus.status).toBe(303);
  expect(bogus.headers.get('location')).toBe('http://localhost:3000/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
});

it('serves settings and health, and refuses malformed JSON', async () => {
  expect(await (await auth('settings')).json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: false });
  expect((await auth('health')).status).toBe(200);
  const broken = await fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: backend.anonKey, ...V }, body: '{"email":' });
  expect(broken.status).toBe(400);
  expect((await broken.json()).code).toBe('bad_json');
  expect((await fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', body: '{}' })).status).toBe(401);
});

describe('with autoconfirm', () => {
  let open: TestBackend;
  beforeAll(async () => {
    open = await startTestBackend({ autoconfirm: true });
  });
  afterAll(async () => {
    await open?.close();
  });

  it('signs up straight into a session and reports an existing user as user_already_exists', async () => {
    const client = open.anonClient();
    const first = await client.auth.signUp({ email: 'quick@example.com', password: 'quick-password' });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toEqual(expect.any(String));
    const again = await open.anonClient().auth.signUp({ email: 'Quick@example.com', password: 'quick-password' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });
});

it('a second user confirming a change to an address the first took meanwhile is sent back with email_exists', async () => {
  // Both may ask for the address while nobody has it; the unique index refused the second link with a 500.
  await backend.createUser('first-changer@example.com', 'first-changer-password');
  await backend.createUser('second-changer@example.com', 'second-changer-password');
  for (const email of ['first-changer@example.com', 'second-changer@example.com']) {
    const { access_token } = await signIn(email, `${email.split('@')[0]}-password`);
    expect((await auth('user', { method: 'PUT', bearer: access_token, body: { email: 'wanted@example.com' } })).status).toBe(200);
  }
  const links = (await backend.mailbox()).filter((m) => m.to === 'wanted@example.com').map((m) => m.links[0] ?? '');
  expect(links).toHaveLength(2);
  const first = await fetch(links[0] ?? '', { redirect: 'manual' });
  expect(first.status).toBe(303);
  expect(first.headers.get('location')).toContain('access_token=');
  const second = await fetch(links[1] ?? '', { redirect: 'manual' });
  expect(second.status).toBe(303);
  expect(new URLSearchParams(new URL(second.headers.get('location') ?? '').hash.slice(1)).get('error_code')).toBe('email_exists');
  expect((await auth('token?grant_type=password', { body: { email: 'second-changer@example.com', password: 'second-changer-password' } })).status).toBe(200);
});

it('sends a redirect_to with a line break in it to the site URL', async () => {
  // The URL parser drops CR and LF, so the origin check passed; the Location header then could not be written (500).
  const verify = await fetch(`${backend.url}/auth/v1/verify?token=bogus&type=signup&redirect_to=${encodeURIComponent('http://localhost:3000/\nx')}`, { redirect: 'manual' });
  expect(verify.status).toBe(303);
  expect(verify.headers.get('location')).toMatch(/^http:\/\/localhost:3000#error=access_denied/);
});

/**
 * The unmodified supabase-js client against the embedded backend, for every call the site makes (docs/product/calls.md#data) and
 * the auth journeys around them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createNodeClient, startTestBackend, type TestBackend } from '../src/testing';

jest.setTimeout(60_000);

const ZERO_UUID = '00000000-0000-0000-0000-000000000000';
let backend: TestBackend;
let adminId: string;
let readerId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  adminId = (await backend.createUser('boss@example.com', 'boss-password', { admin: true })).id;
  readerId = (await backend.createUser('reader@example.com', 'reader-password')).id;
});

afterAll(async () => {
  await backend?.close();
});

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const client = backend.anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

describe('the admin lookup: select id from admin_users where user_id = uid, single()', () => {
  it('returns the row for an admin', async () => {
    const client = await signedIn('boss@example.com', 'boss-password');
    const { data, error, status } = await client.from('admin_users').select('id').eq('user_id', adminId).single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ id: expect.any(String) });
  });

  it('gives PGRST116 for a user without a row, and RLS hides other users\' rows', async () => {
    const client = await signedIn('reader@example.com', 'reader-password');
    const own = await client.from('admin_users').select('id').eq('user_id', readerId).single();
    expect(own.status).toBe(406);
    expect(own.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const others = await client.from('admin_users').select('id').eq('user_id', adminId).maybeSingle();
    expect(others.error).toBeNull();
    expect(others.data).toBeNull();
  });
});

describe('newsletter signups', () => {
  it('inserts, refuses duplicates in any letter case with 23505, lists newest first, and deletes all', async () => {
    const anon = backend.anonClient();
    const first = await anon.from('newsletter_signups').insert({ email: 'ann@example.com', source: 'homepage_newsletter' });
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    const second = await anon.from('newsletter_signups').insert({ email: 'bob@example.com', source: 'chatbot' });
    expect(second.error).toBeNull();

    const again = await anon.from('newsletter_signups').insert({ email: 'ann@example.com', source: 'chatbot' });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
    const shouted = await anon.from('newsletter_signups').insert({ email: 'ANN@Example.com', source: 'homepage_newsletter' });
    expect(shouted.error?.code).toBe('23505');

    const admin = await signedIn('boss@example.com', 'boss-password');
    const list = await admin.from('newsletter_signups').select('*').order('created_at', { ascending: false });
    expect(list.error).toBeNull();
    expect(list.data?.map((r: { email: string }) => r.email)).toEqual(['bob@example.com', 'ann@example.com']);
    expect(list.data?.[0]).toEqual({ id: expect.any(String), email: 'bob@example.com', source: 'chatbot', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const counted = await admin.from('newsletter_signups').select('*', { count: 'exact', head: true });
    expect(counted.count).toBe(2);

    const cleared = await admin.from('newsletter_signups').delete().neq('id', ZERO_UUID);
    expect(cleared.error).toBeNull();
    expect(cleared.status).toBe(204);
    const after = await backend.serviceClient().from('newsletter_signups').select('id');
    expect(after.data).toEqual([]);
  });

  it('rejects a source outside the list and a malformed email with 23514', async () => {
    const anon = backend.anonClient();
    const badSource = await anon.from('newsletter_signups').insert({ email: 'x@example.com', source: 'spam' });
    expect(badSource.error?.code).toMatch(/^(23514|42501)$/);
    const badEmail = await anon.from('newsletter_signups').insert({ email: 'not an email', source: 'chatbot' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.error?.code).toBe('23514');
    const tooLong = await anon.from('newsletter_signups').insert({ email: `${'a'.repeat(250)}@x.io`, source: 'chatbot' });
    expect(tooLong.error?.code).toBe('23514');
  });

  it('supports filters, ranges and array inserts with representation', async () => {
    const service = backend.serviceClient();
    const inserted = await service
      .from('newsletter_signups')
      .insert([
        { email: 'f1@example.com', source: 'chatbot' },
        { email: 'f2@example.com', source: 'homepage_newsletter' },
        { email: 'f3@example.org', source: 'chatbot' },
      ])
      .select('email, source');
    expect(inserted.error).toBeNull();
    expect(inserted.data).toHaveLength(3);
    const chat = await service.from('newsletter_signups').select('email').eq('source', 'chatbot').like('email', 'f%').order('email');
    expect(chat.data).toEqual([{ email: 'f1@example.com' }, { email: 'f3@example.org' }]);
    const either = await service.from('newsletter_signups').select('email').or('email.eq.f1@example.com,email.ilike.*.ORG').order('email');
    expect(either.data).toEqual([{ email: 'f1@example.com' }, { email: 'f3@example.org' }]);
    const listed = await service.from('newsletter_signups').select('email').in('email', ['f2@example.com', 'nobody@x.io']);
    expect(listed.data).toEqual([{ email: 'f2@example.com' }]);
    const page = await service.from('newsletter_signups').select('email', { count: 'exact' }).order('email').range(1, 1);
    expect(page.data).toEqual([{ email: 'f2@example.com' }]);
    expect(page.count).toBe(3);
    const notNull = await service.from('newsletter_signups').select('email').not('email', 'is', null).gte('email', 'f2').lt('email', 'f3');
    expect(notNull.data).toEqual([{ email: 'f2@example.com' }]);
    const updated = await service.from('newsletter_signups').update({ source: 'homepage_newsletter' }).eq('email', 'f1@example.com').select('source').single();
    expect(updated.data).toEqual({ source: 'homepage_newsletter' });
    const one = await service.from('newsletter_signups').select('email').eq('email', 'f1@example.com').maybeSingle();
    expect(one.data).toEqual({ email: 'f1@example.com' });
    await service.from('newsletter_signups').delete().neq('id', ZERO_UUID);
  });
});

describe('auth', () => {
  it('sign up → mailbox link → verify → sign in → refresh → sign out', async () => {
    const client = backend.anonClient();
    const email = 'newcomer@example.com';
    const signUp = await client.auth.signUp({ email, password: 'first-password', options: { emailRedirectTo: 'http://localhost:3000/' } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);

    const early = await client.auth.signInWithPassword({ email, password: 'first-password' });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.message).toBe('Email not confirmed');

    const mail = (await backend.mailbox()).filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toBe('Confirm Your Signup');
    const link = mail?.links[0] ?? '';
    const page = await fetch(`${backend.url}/mailbox`);
    expect(await page.text()).toContain(mail?.id ?? 'missing');
    const visit = await fetch(link, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    const location = visit.headers.get('location') ?? '';
    expect(location.startsWith('http://localhost:3000/#access_token=')).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('type')).toBe('signup');
    const linked = await client.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
    expect(linked.error).toBeNull();
    expect(linked.data.user?.email_confirmed_at).toEqual(expect.any(String));

    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('error_code=otp_expired');

    const signIn = await client.auth.signInWithPassword({ email, password: 'first-password' });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, refresh_token: expect.any(String) });
    const claims = JSON.parse(Buffer.from((session?.access_token ?? '').split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(Object.keys(claims)).toEqual(['iss', 'sub', 'aud', 'exp', 'iat', 'email', 'phone', 'app_metadata', 'user_metadata', 'role', 'aal', 'amr', 'session_id', 'is_anonymous']);
    expect(claims).toMatchObject({ aud: 'authenticated', role: 'authenticated', email, aal: 'aal1' });

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session?.refresh_token);

    const user = await client.auth.getUser();
    expect(user.data.user?.email).toBe(email);

    const out = await client.auth.signOut();
    expect(out.error).toBeNull();
    const stale = createNodeClient(backend.url, backend.anonKey);
    const afterOut = await stale.auth.getUser(refreshed.data.session?.access_token);
    // auth-js turns GoTrue's 403 session_not_found into its "Auth session missing!" error.
    expect(afterOut.error?.message).toBe('Auth session missing!');
    expect(afterOut.data.user).toBeNull();
  });

  it('reports wrong passwords, weak passwords with reasons, and bad emails like GoTrue', async () => {
    const client = backend.anonClient();
    const wrong = await client.auth.signInWithPassword({ email: 'reader@example.com', password: 'nope-nope' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const unknown = await client.auth.signInWithPassword({ email: 'ghost@example.com', password: 'whatever' });
    expect(unknown.error?.code).toBe('invalid_credentials');

    const weak = await client.auth.signUp({ email: 'weak@example.com', password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);

    const badEmail = await client.auth.signUp({ email: 'not-an-email', password: 'long-enough' });
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const empty = await client.auth.signUp({ email: '', password: 'long-enough' });
    expect(empty.error?.code).toBe('validation_failed');
    const long = await client.auth.signUp({ email: `${'a'.repeat(250)}@example.com`, password: 'long-enough' });
    expect(long.error?.message).toBe('An email address is too long');
  });

  it('does not reveal registered addresses on sign-up when confirmation is on: the same answer as for a new one', async () => {
    const again = await backend.anonClient().auth.signUp({ email: 'reader@example.com', password: 'another-one' });
    const fresh = await backend.anonClient().auth.signUp({ email: `fresh.${Date.now()}@example.com`, password: 'another-one' });
    expect(again.error).toBeNull();
    expect(fresh.error).toBeNull();
    // Same keys, same shape: one unconfirmed email identity and no session, whether the address is taken or not.
    const shape = (user: typeof again.data.user) => ({
      keys: Object.keys(user ?? {}).sort(),
      identities: user?.identities?.map((identity) => ({ provider: identity.provider, verified: identity.identity_data?.email_verified })),
      session: null,
    });
    expect(shape(again.data.user)).toEqual(shape(fresh.data.user));
    expect(again.data.session).toBeNull();
    expect(fresh.data.session).toBeNull();
    expect(again.data.user?.identities).toHaveLength(1);
  });

  it('recovers a password through the mailbox and updates it', async () => {
    const client = backend.anonClient();
    await backend.createUser('forgetful@example.com', 'old-password');
    const asked = await client.auth.resetPasswordForEmail('forgetful@example.com', { redirectTo: 'http://localhost:3000/reset' });
    expect(asked.error).toBeNull();
    const ghost = await client.auth.resetPasswordForEmail('ghost@example.com');
    expect(ghost.error).toBeNull();
    const mail = (await backend.mailbox()).filter((m) => m.to === 'forgetful@example.com').at(-1);
    expect(mail?.type).toBe('recovery');
    const visit = await fetch(mail?.links[0] ?? '', { redirect: 'manual' });
    const fragment = new URLSearchParams((visit.headers.get('location') ?? '').split('#')[1]);
    expect(fragment.get('type')).toBe('recovery');
    await client.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
    const same = await client.auth.updateUser({ password: 'old-password' });
    expect(same.error?.code).toBe('same_password');
    const changed = await client.auth.updateUser({ password: 'new-password', data: { name: 'F' } });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.user_metadata).toEqual({ name: 'F' });
    const again = await backend.anonClient().auth.signInWithPassword({ email: 'forgetful@example.com', password: 'new-password' });
    expect(again.error).toBeNull();
  });

  it('resends the confirmation email', async () => {
    const client = backend.anonClient();
    await client.auth.signUp({ email: 'slow@example.com', password: 'slow-password' });
    const before = (await backend.mailbox()).filter((m) => m.to === 'slow@example.com').length;
    const { error } = await client.auth.resend({ type: 'signup', email: 'slow@example.com' });
    expect(error).toBeNull();
    expect((await backend.mailbox()).filter((m) => m.to === 'slow@example.com')).toHaveLength(before + 1);
  });

  it('serves the admin user API to the service role only', async () => {
    const service = backend.serviceClient();
    const listed = await service.auth.admin.listUsers();
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.email)).toContain('reader@example.com');
    const created = await service.auth.admin.createUser({ email: 'made@example.com', password: 'made-password', email_confirm: true });
    expect(created.error).toBeNull();
    const dup = await service.auth.admin.createUser({ email: 'made@example.com', password: 'made-password' });
    expect(dup.error?.code).toBe('email_exists');
    const fetched = await service.auth.admin.getUserById(created.data.user?.id ?? '');
    expect(fetched.data.user?.email).toBe('made@example.com');
    const deleted = await service.auth.admin.deleteUser(created.data.user?.id ?? '');
    expect(deleted.error).toBeNull();

    const reader = await signedIn('reader@example.com', 'reader-password');
    const refused = await reader.auth.admin.listUsers();
    expect(refused.error?.status).toBe(403);
  });
});

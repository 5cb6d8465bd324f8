/** Raw HTTP against /rest/v1: row-level security as the gate, JWT checks, and every kind of bad input. */
import { SignJWT } from 'jose';
import { startTestBackend, type TestBackend } from '../src/testing';

jest.setTimeout(60_000);

let backend: TestBackend;
let adminToken: string;
let readerToken: string;

async function token(email: string, password: string): Promise<string> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

function rest(path: string, init: RequestInit & { bearer?: string; apikey?: string | null } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const apikey = init.apikey === undefined ? backend.anonKey : init.apikey;
  if (apikey !== null) headers.set('apikey', apikey);
  headers.set('authorization', `Bearer ${init.bearer ?? backend.anonKey}`);
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers });
}

async function seed(...emails: string[]): Promise<void> {
  const service = backend.serviceClient();
  await service.from('newsletter_signups').delete().neq('id', '00000000-0000-0000-0000-000000000000');
  const { error } = await service.from('newsletter_signups').insert(emails.map((email) => ({ email, source: 'chatbot' })));
  if (error) throw new Error(error.message);
}

async function count(): Promise<number> {
  const { count: n } = await backend.serviceClient().from('newsletter_signups').select('*', { count: 'exact', head: true });
  return n ?? -1;
}

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.createUser('admin@example.com', 'admin-password', { admin: true });
  await backend.createUser('reader@example.com', 'reader-password');
  adminToken = await token('admin@example.com', 'admin-password');
  readerToken = await token('reader@example.com', 'reader-password');
});

afterAll(async () => {
  await backend?.close();
});

describe('row-level security', () => {
  beforeEach(() => seed('one@example.com', 'two@example.com'));

  it('refuses anonymous reads and deletes with 401 and 42501', async () => {
    const read = await rest('newsletter_signups?select=*');
    expect(read.status).toBe(401);
    expect(read.headers.get('www-authenticate')).toBe('Bearer');
    expect(await read.json()).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table newsletter_signups' });
    const del = await rest('newsletter_signups?id=neq.00000000-0000-0000-0000-000000000000', { method: 'DELETE' });
    expect(del.status).toBe(401);
    expect(await count()).toBe(2);
  });

  it('shows a signed-in non-admin nothing and lets them delete nothing', async () => {
    const read = await rest('newsletter_signups?select=*', { bearer: readerToken });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([]);
    const del = await rest('newsletter_signups?id=neq.00000000-0000-0000-0000-000000000000', { method: 'DELETE', bearer: readerToken });
    expect(del.status).toBe(204);
    expect(await count()).toBe(2);
    const own = await rest('admin_users?select=*', { bearer: readerToken });
    expect(await own.json()).toEqual([]);
  });

  it('lets an admin read and delete everything', async () => {
    const read = await rest('newsletter_signups?select=email&order=email.asc', { bearer: adminToken });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-range')).toBe('0-1/*');
    expect(await read.json()).toEqual([{ email: 'one@example.com' }, { email: 'two@example.com' }]);
    const del = await rest('newsletter_signups?id=neq.00000000-0000-0000-0000-000000000000', { method: 'DELETE', bearer: adminToken });
    expect(del.status).toBe(204);
    expect(del.headers.get('content-range')).toBe('*/*');
    expect(await count()).toBe(0);
  });

  it('refuses inserts that set id or created_at, for anon (401) and users (403)', async () => {
    const withDate = await rest('newsletter_signups', {
      method: 'POST',
      body: JSON.stringify({ email: 'time@example.com', source: 'chatbot', created_at: '2000-01-01T00:00:00Z' }),
    });
    expect(withDate.status).toBe(401);
    expect((await withDate.json()).code).toBe('42501');
    const withId = await rest('newsletter_signups', {
      method: 'POST',
      bearer: readerToken,
      body: JSON.stringify({ id: '11111111-1111-1111-1111-111111111111', email: 'id@example.com', source: 'chatbot' }),
    });
    expect(withId.status).toBe(403);
    expect(await count()).toBe(2);
  });

  it('lets nobody but the service role write admin_users', async () => {
    const me = JSON.parse(Buffer.from(readerToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    const attempt = await rest('admin_users', { method: 'POST', bearer: readerToken, body: JSON.stringify({ user_id: me.sub }) });
    expect(attempt.status).toBe(403);
    const anon = await rest('admin_users', { method: 'POST', body: JSON.stringify({ user_id: me.sub }) });
    expect(anon.status).toBe(401);
  });

  it('answers an anonymous insert with 201, an empty body and Content-Range */*', async () => {
    const response = await rest('newsletter_signups', { method: 'POST', body: JSON.stringify({ email: 'new@example.com', source: 'homepage_newsletter' }) });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-range')).toBe('*/*');
    expect(await response.text()).toBe('');
    const dup = await rest('newsletter_signups', { method: 'POST', body: JSON.stringify({ email: 'NEW@example.com', source: 'chatbot' }) });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key value violates unique constraint') });
  });

  it('counts with HEAD and Prefer: count=exact', async () => {
    const response = await rest('newsletter_signups?select=*', { method: 'HEAD', bearer: adminToken, headers: { prefer: 'count=exact' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-1/2');
    const partial = await rest('newsletter_signups?select=*&limit=1', { bearer: adminToken, headers: { prefer: 'count=exact' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('0-0/2');
    const ranged = await rest('newsletter_signups?select=email&order=email', { bearer: adminToken, headers: { range: '1-1' } });
    expect(await ranged.json()).toEqual([{ email: 'two@example.com' }]);
    // Filtered, as the dashboard's counters ask: the count is of the matching rows only…
    const filtered = await rest('newsletter_signups?select=*&email=eq.two@example.com', { method: 'HEAD', bearer: adminToken, headers: { prefer: 'count=exact' } });
    expect(filtered.headers.get('content-range')).toBe('0-0/1');
    const none = await rest('newsletter_signups?select=*&email=eq.nobody@example.com', { method: 'HEAD', bearer: adminToken, headers: { prefer: 'count=exact' } });
    expect(none.headers.get('content-range')).toBe('*/0');
    // …and a visitor may not count signups at all (no select grant): refused, as PostgREST does, with no count.
    const anon = await rest('newsletter_signups?select=*', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(anon.status).toBe(401);
    expect(anon.headers.get('content-range')).toBeNull();
  });
});

describe('JWTs', () => {
  const claims = { role: 'service_role', iss: 'supabase-demo' };

  it('rejects a token signed with another secret', async () => {
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('not-the-secret-not-the-secret-00'));
    const response = await rest('newsletter_signups?select=*', { bearer: forged });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect((await response.json()).code).toBe('PGRST301');
  });

  it('rejects an unsigned (alg: none) token', async () => {
    const encode = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    const response = await rest('newsletter_signups?select=*', { bearer: unsigned });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('PGRST301');
  });

  it('rejects an expired token with PGRST303', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, exp: now - 120, iat: now - 3720 }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(backend.jwtSecret));
    const response = await rest('newsletter_signups?select=*', { bearer: expired });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
  });

  it('rejects a validly signed token for a database role outside the API roles', async () => {
    const sneaky = await new SignJWT({ role: 'postgres' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode(backend.jwtSecret));
    const response = await rest('newsletter_signups?select=*', { bearer: sneaky });
    expect(response.status).toBe(401);
  });

  it('rejects garbage and missing or wrong apikeys with the gateway\'s messages', async () => {
    expect((await rest('newsletter_signups', { bearer: 'garbage' })).status).toBe(401);
    const missing = await rest('newsletter_signups', { apikey: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    const wrong = await rest('newsletter_signups', { apikey: 'abc' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Invalid API key');
  });
});

describe('bad input changes nothing', () => {
  beforeEach(() => seed('keep@example.com'));
  afterEach(async () => {
    expect(await count()).toBe(1);
  });

  it('malformed JSON is PGRST102', async () => {
    const response = await rest('newsletter_signups', { method: 'POST', body: '{"email": "x@example.com",' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
    expect((await rest('newsletter_signups', { method: 'POST', body: '"just a string"' })).status).toBe(400);
  });

  it('a body over 1 MiB is 413', async () => {
    const huge = JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@example.com`, source: 'chatbot' });
    const response = await rest('newsletter_signups', { method: 'POST', body: huge });
    expect(response.status).toBe(413);
  });

  it('an unknown table is 404 PGRST205', async () => {
    const response = await rest('newsletter_signup?select=*', { bearer: adminToken });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.newsletter_signup' in the schema cache" });
  });

  it('unknown columns are 42703 (select, filter, order) or PGRST204 (body)', async () => {
    for (const path of ['newsletter_signups?select=nope', 'newsletter_signups?nope=eq.1', 'newsletter_signups?order=nope.desc']) {
      const response = await rest(path, { bearer: adminToken });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('42703');
    }
    const body = await rest('newsletter_signups', { method: 'POST', body: JSON.stringify({ email: 'z@example.com', source: 'chatbot', nope: 1 }) });
    expect(body.status).toBe(400);
    expect((await body.json()).code).toBe('PGRST204');
  });

  it('an unknown operator is PGRST100', async () => {
    const response = await rest('newsletter_signups?email=contains.keep', { bearer: adminToken });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('PGRST100');
  });

  it('SQL in values and identifiers is data or a parse error, never SQL', async () => {
    const values = ["keep@example.com' or '1'='1", "x'); delete from newsletter_signups; --", '1 or 1=1'];
    for (const value of values) {
      const response = await rest(`newsletter_signups?select=email&email=eq.${encodeURIComponent(value)}`, { bearer: adminToken });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
    const inList = await rest(`newsletter_signups?select=email&email=in.(${encodeURIComponent('"a"); drop table newsletter_signups; --",b')})`, { bearer: adminToken });
    expect(inList.status).toBe(200);
    const column = await rest(`newsletter_signups?select=${encodeURIComponent('email;drop table newsletter_signups')}`, { bearer: adminToken });
    expect(column.status).toBe(400);
    const orderBy = await rest(`newsletter_signups?order=${encodeURIComponent('email;delete from newsletter_signups')}`, { bearer: adminToken });
    expect(orderBy.status).toBe(400);
    const del = await rest(`newsletter_signups?email=${encodeURIComponent("eq.x' or 1=1 --")}`, { method: 'DELETE', bearer: adminToken });
    expect(del.status).toBe(204);
  });

  it('a delete without a filter is refused (pg-safeupdate on hosted)', async () => {
    const response = await rest('newsletter_signups', { method: 'DELETE', bearer: adminToken });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('21000');
  });

  it('single() on many rows rolls a mutation back', async () => {
    await backend.serviceClient().from('newsletter_signups').insert({ email: 'extra@example.com', source: 'chatbot' });
    const response = await rest('newsletter_signups?id=neq.00000000-0000-0000-0000-000000000000', {
      method: 'DELETE',
      bearer: adminToken,
      headers: { accept: 'application/vnd.pgrst.object+json', prefer: 'return=representation' },
    });
    expect(response.status).toBe(406);
    expect((await response.json()).details).toBe('The result contains 2 rows');
    await backend.serviceClient().from('newsletter_signups').delete().eq('email', 'extra@example.com');
  });

  it('emails that are empty, too long or not emails are 23514', async () => {
    for (const email of ['', 'a'.repeat(250) + '@x.io', 'no-at-sign', 'two@@x.io', 'sp ace@x.io']) {
      const response = await rest('newsletter_signups', { method: 'POST', body: JSON.stringify({ email, source: 'chatbot' }) });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('23514');
    }
  });
});

describe('the HTTP surface', () => {
  it('answers CORS preflights for the site with every header supabase-js sends', async () => {
    const requested = 'apikey, authorization, content-type, prefer, range, accept-profile, content-profile, x-client-info, x-supabase-api-version';
    const response = await fetch(`${backend.url}/rest/v1/newsletter_signups`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3002', 'access-control-request-method': 'POST', 'access-control-request-headers': requested },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    expect(response.headers.get('access-control-allow-headers')).toBe(requested);
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    const simple = await rest('newsletter_signups?select=*', { bearer: adminToken, headers: { origin: 'http://127.0.0.1:3003' } });
    expect(simple.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('answers unserved endpoints with shaped 404s', async () => {
    const storage = await fetch(`${backend.url}/storage/v1/bucket`, { headers: { apikey: backend.anonKey } });
    expect(storage.status).toBe(404);
    expect(await storage.json()).toEqual({ message: 'no Route matched with those values' });
    const rpc = await rest('rpc/do_things', { method: 'POST', body: '{}' });
    expect(rpc.status).toBe(404);
    expect((await rpc.json()).code).toBe('PGRST202');
    const otp = await fetch(`${backend.url}/auth/v1/otp`, { method: 'POST', headers: { apikey: backend.anonKey, 'x-supabase-api-version': '2024-01-01' }, body: '{}' });
    expect(otp.status).toBe(404);
    expect((await otp.json()).code).toBe('not_found');
  });

  it('serves the mailbox as HTML and JSON', async () => {
    const html = await fetch(`${backend.url}/mailbox`);
    expect(html.headers.get('content-type')).toContain('text/html');
    const json = await fetch(`${backend.url}/mailbox?format=json`);
    expect(Array.isArray(await json.json())).toBe(true);
  });
});

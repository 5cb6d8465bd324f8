/**
 * POST with Prefer: resolution=merge-duplicates | ignore-duplicates and ?on_conflict= (PostgREST's upsert, what
 * supabase-js's .upsert() sends; admin:create upserts admin_users this way), answered as hosted PostgREST answers.
 */
import { startTestBackend, type TestBackend } from '../src/testing';

jest.setTimeout(60_000);

let backend: TestBackend;
let adminToken: string;
let readerToken: string;
let readerId: string;

const ZERO = '00000000-0000-0000-0000-000000000000';
const MERGE = 'resolution=merge-duplicates,return=representation';
const IGNORE = 'resolution=ignore-duplicates,return=representation';

interface Signup {
  id: string;
  email: string;
  source: string;
  created_at: string;
}

async function token(email: string, password: string): Promise<string> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A POST as `bearer` (the anon key by default) with the given Prefer. */
function post(path: string, body: unknown, prefer: string, bearer?: string): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${bearer ?? backend.anonKey}`, 'content-type': 'application/json', prefer },
    body: JSON.stringify(body),
  });
}

/** A table as the service role sees it (RLS bypassed), ordered by `order`. */
async function all<T>(table: string, order: string): Promise<T[]> {
  const { data, error } = await backend.serviceClient().from(table).select('*').order(order);
  if (error) throw new Error(error.message);
  return data as T[];
}

const signups = () => all<Signup>('newsletter_signups', 'email');

/** Empties newsletter_signups and inserts one row, returned as stored. */
async function seedOne(email: string): Promise<Signup> {
  const service = backend.serviceClient();
  await service.from('newsletter_signups').delete().neq('id', ZERO);
  const { data, error } = await service.from('newsletter_signups').insert({ email, source: 'chatbot' }).select().single();
  if (error) throw new Error(error.message);
  return data as Signup;
}

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.createUser('admin@example.com', 'admin-password', { admin: true });
  readerId = (await backend.createUser('reader@example.com', 'reader-password')).id;
  adminToken = await token('admin@example.com', 'admin-password');
  readerToken = await token('reader@example.com', 'reader-password');
});

afterAll(async () => {
  await backend?.close();
});

describe('with the service role', () => {
  it('merge-duplicates updates the conflicting row, keeping the columns it did not send', async () => {
    const existing = await seedOne('before@example.com');
    const response = await post('newsletter_signups?on_conflict=id', { id: existing.id, email: 'after@example.com', source: 'homepage_newsletter' }, MERGE, backend.serviceRoleKey);
    // PostgREST 12+ (Response.hs actionResponse, MutationCreate): merge-duplicates that inserted no row is a 200.
    expect(response.status).toBe(200);
    expect(response.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as Signup[];
    expect(body).toEqual([{ id: existing.id, email: 'after@example.com', source: 'homepage_newsletter', created_at: existing.created_at }]);
    expect(await signups()).toEqual(body);
  });

  it('merge-duplicates inserts the rows without a conflict and updates the others (201)', async () => {
    const existing = await seedOne('kept@example.com');
    const fresh = '11111111-1111-4111-8111-111111111111';
    const response = await post(
      'newsletter_signups?on_conflict=id',
      [
        { id: existing.id, email: 'kept@example.com', source: 'homepage_newsletter' },
        { id: fresh, email: 'new@example.com', source: 'chatbot' },
      ],
      MERGE,
      backend.serviceRoleKey,
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as Signup[];
    expect(body).toEqual([
      { id: existing.id, email: 'kept@example.com', source: 'homepage_newsletter', created_at: existing.created_at },
      { id: fresh, email: 'new@example.com', source: 'chatbot', created_at: expect.any(String) },
    ]);
    expect(await signups()).toEqual([body[0], body[1]]);
  });

  it('ignore-duplicates leaves the conflicting row as it was and returns only the inserted rows (201)', async () => {
    const existing = await seedOne('stays@example.com');
    const alone = await post('newsletter_signups?on_conflict=id', { id: existing.id, email: 'ignored@example.com', source: 'homepage_newsletter' }, IGNORE, backend.serviceRoleKey);
    expect(alone.status).toBe(201);
    expect(alone.headers.get('preference-applied')).toBe('resolution=ignore-duplicates, return=representation');
    expect(await alone.json()).toEqual([]);
    expect(await signups()).toEqual([existing]);

    const fresh = '22222222-2222-4222-8222-222222222222';
    const mixed = await post(
      'newsletter_signups?on_conflict=id',
      [
        { id: existing.id, email: 'ignored@example.com', source: 'homepage_newsletter' },
        { id: fresh, email: 'added@example.com', source: 'chatbot' },
      ],
      IGNORE,
      backend.serviceRoleKey,
    );
    expect(mixed.status).toBe(201);
    const body = (await mixed.json()) as Signup[];
    expect(body).toEqual([{ id: fresh, email: 'added@example.com', source: 'chatbot', created_at: expect.any(String) }]);
    expect(await signups()).toEqual([body[0], existing]);
  });

  it('answers return=minimal with 201, no body and Content-Range */*', async () => {
    const existing = await seedOne('minimal@example.com');
    const ignored = await post('newsletter_signups?on_conflict=id', { id: existing.id, email: 'minimal@example.com', source: 'homepage_newsletter' }, 'resolution=ignore-duplicates', backend.serviceRoleKey);
    expect(ignored.status).toBe(201);
    expect(ignored.headers.get('content-range')).toBe('*/*');
    expect(ignored.headers.get('preference-applied')).toBe('resolution=ignore-duplicates');
    expect(await ignored.text()).toBe('');
    expect(await signups()).toEqual([existing]);

    const merged = await post(
      'newsletter_signups?on_conflict=id',
      [
        { id: existing.id, email: 'minimal@example.com', source: 'homepage_newsletter' },
        { id: '33333333-3333-4333-8333-333333333333', email: 'minimal-2@example.com', source: 'chatbot' },
      ],
      'resolution=merge-duplicates',
      backend.serviceRoleKey,
    );
    expect(merged.status).toBe(201);
    expect(merged.headers.get('content-range')).toBe('*/*');
    expect(await merged.text()).toBe('');
    expect((await signups()).map((s) => [s.email, s.source])).toEqual([
      ['minimal-2@example.com', 'chatbot'],
      ['minimal@example.com', 'homepage_newsletter'],
    ]);
  });

  it('makes a user an admin once however often admin:create upserts admin_users', async () => {
    const { id } = await backend.createUser('twice@example.com', 'twice-password');
    const first = await post('admin_users?on_conflict=user_id', { user_id: id }, IGNORE, backend.serviceRoleKey);
    expect(first.status).toBe(201);
    const [row] = (await first.json()) as { id: string; user_id: string }[];
    expect(row).toEqual({ id: expect.any(String), user_id: id });
    const again = await post('admin_users?on_conflict=user_id', { user_id: id }, IGNORE, backend.serviceRoleKey);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual([]);
    // Exactly the call admin-create.ts makes.
    const { error, status } = await backend.serviceClient().from('admin_users').upsert({ user_id: id }, { onConflict: 'user_id', ignoreDuplicates: true });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const { data } = await backend.serviceClient().from('admin_users').select('id, user_id').eq('user_id', id);
    expect(data).toEqual([row]);
  });
});

/*
 * PostgREST 12+ answers a POST with Prefer: resolution=merge-duplicates 200 when it inserted no row and 201 when it
 * inserted at least one, whatever return= asks (src/PostgREST/Response.hs, actionResponse for MutationCreate:
 * isInsertIfGTZero over rsInserted, which QueryBuilder.mutatePlanToQuery counts). Any other POST is a 201.
 */
describe('the status of an upsert says whether it inserted', () => {
  it('answers 200 to a merge that only updated, with return=representation and with return=minimal', async () => {
    const existing = await seedOne('only-updated@example.com');
    const represented = await post('newsletter_signups?on_conflict=id', { id: existing.id, email: 'only-updated@example.com', source: 'homepage_newsletter' }, MERGE, backend.serviceRoleKey);
    expect(represented.status).toBe(200);
    expect(await represented.json()).toEqual([{ ...existing, source: 'homepage_newsletter' }]);

    const minimal = await post('newsletter_signups?on_conflict=id', { id: existing.id, email: 'only-updated@example.com', source: 'chatbot' }, 'resolution=merge-duplicates', backend.serviceRoleKey);
    expect(minimal.status).toBe(200);
    expect(minimal.headers.get('content-range')).toBe('*/*');
    expect(await minimal.text()).toBe('');
    expect(await signups()).toEqual([existing]);
  });

  it('answers 201 to a merge that inserted every row', async () => {
    await seedOne('present@example.com');
    const response = await post('newsletter_signups?on_conflict=id', [{ email: 'first@example.com', source: 'chatbot' }, { email: 'second@example.com', source: 'chatbot' }], 'resolution=merge-duplicates', backend.serviceRoleKey);
    expect(response.status).toBe(201);
    expect((await signups()).map((s) => s.email)).toEqual(['first@example.com', 'present@example.com', 'second@example.com']);
  });

  it('answers 200 to a merge of an empty array, and 201 to an empty ignore-duplicates or plain insert', async () => {
    const merge = await post('newsletter_signups?on_conflict=id', [], MERGE, backend.serviceRoleKey);
    expect(merge.status).toBe(200);
    expect(merge.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation');
    expect(await merge.json()).toEqual([]);
    const ignore = await post('newsletter_signups?on_conflict=id', [], IGNORE, backend.serviceRoleKey);
    expect(ignore.status).toBe(201);
    const plain = await post('newsletter_signups', [], 'return=representation', backend.serviceRoleKey);
    expect(plain.status).toBe(201);
  });

  it('shows supabase-js the 200 of an upsert that updated and the 201 of one that inserted', async () => {
    const existing = await seedOne('js-upsert@example.com');
    const service = backend.serviceClient();
    const updated = await service.from('newsletter_signups').upsert({ id: existing.id, email: 'js-upsert@example.com', source: 'homepage_newsletter' }).select();
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(200);
    expect(updated.statusText).toBe('OK');
    const inserted = await service.from('newsletter_signups').upsert({ email: 'js-new@example.com', source: 'chatbot' }).select();
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
  });
});

/*
 * Without ?on_conflict= PostgREST takes the table's primary key as the conflict target (src/PostgREST/Plan.hs,
 * mutatePlan: confCols = fromMaybe pkCols qsOnConflict), for merge-duplicates and ignore-duplicates alike; a unique
 * violation on another column is therefore still a 409.
 */
describe('without on_conflict, the primary key is the conflict target', () => {
  it('merge-duplicates updates the row with the same primary key', async () => {
    const existing = await seedOne('pk-merge@example.com');
    const response = await post('newsletter_signups', { id: existing.id, email: 'pk-merged@example.com', source: 'homepage_newsletter' }, MERGE, backend.serviceRoleKey);
    expect(response.status).toBe(200);
    expect(response.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation');
    const body = (await response.json()) as Signup[];
    expect(body).toEqual([{ id: existing.id, email: 'pk-merged@example.com', source: 'homepage_newsletter', created_at: existing.created_at }]);
    expect(await signups()).toEqual(body);
  });

  it('ignore-duplicates skips a row with the same primary key but refuses a duplicate email with 409', async () => {
    const existing = await seedOne('pk-ignore@example.com');
    const same = await post('newsletter_signups', { id: existing.id, email: 'pk-other@example.com', source: 'homepage_newsletter' }, IGNORE, backend.serviceRoleKey);
    expect(same.status).toBe(201);
    expect(await same.json()).toEqual([]);
    const duplicateEmail = await post('newsletter_signups', { email: 'PK-IGNORE@example.com', source: 'chatbot' }, IGNORE, backend.serviceRoleKey);
    expect(duplicateEmail.status).toBe(409);
    expect(await duplicateEmail.json()).toMatchObject({ code: '23505', message: expect.stringContaining('newsletter_signups_email_lower_key') });
    expect(await signups()).toEqual([existing]);
  });

  it('is what supabase-js .upsert() without onConflict sends', async () => {
    const existing = await seedOne('js-pk@example.com');
    const { data, error, status } = await backend.serviceClient().from('newsletter_signups').upsert({ id: existing.id, email: 'js-pk@example.com', source: 'homepage_newsletter' }).select().single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ ...existing, source: 'homepage_newsletter' });
  });
});

describe('grants and row-level security still decide', () => {
  it('refuses an anonymous merge over a signup with 401 and changes nothing', async () => {
    const existing = await seedOne('victim@example.com');
    const withId = await post('newsletter_signups?on_conflict=id', { id: existing.id, email: 'victim@example.com', source: 'homepage_newsletter' }, MERGE);
    expect(withId.status).toBe(401);
    expect(withId.headers.get('www-authenticate')).toBe('Bearer');
    expect(await withId.json()).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table newsletter_signups' });
    const ignore = await post('newsletter_signups?on_conflict=id', { id: existing.id, email: 'victim@example.com', source: 'homepage_newsletter' }, 'resolution=ignore-duplicates');
    expect(ignore.status).toBe(401);
    expect(await ignore.json()).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table newsletter_signups' });
    expect(await signups()).toEqual([existing]);
  });

  it('refuses a signed-in non-admin merging a signup or upserting itself into admin_users (403)', async () => {
    const existing = await seedOne('target@example.com');
    const merge = await post('newsletter_signups?on_conflict=id', { id: existing.id, email: 'target@example.com', source: 'homepage_newsletter' }, 'resolution=merge-duplicates', readerToken);
    expect(merge.status).toBe(403);
    expect(await merge.json()).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table newsletter_signups' });
    expect(await signups()).toEqual([existing]);

    const promote = await post('admin_users?on_conflict=user_id', { user_id: readerId }, 'resolution=ignore-duplicates', readerToken);
    expect(promote.status).toBe(403);
    expect(await promote.json()).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table admin_users' });
    const { data } = await backend.serviceClient().from('admin_users').select('user_id').eq('user_id', readerId);
    expect(data).toEqual([]);
  });

  it('refuses even an admin an upsert on contact_messages: marking as read is a PATCH of read_at only', async () => {
    const { error } = await backend.anonClient().from('contact_messages').insert({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' });
    expect(error).toBeNull();
    const [message] = await all<{ id: string; read_at: string | null }>('contact_messages', 'created_at');
    const upsert = await post('contact_messages?on_conflict=id', { id: message?.id, read_at: '2026-01-01T00:00:00+00:00' }, MERGE, adminToken);
    expect(upsert.status).toBe(403);
    expect(await upsert.json()).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table contact_messages' });
    expect((await all<{ read_at: string | null }>('contact_messages', 'created_at'))[0]?.read_at).toBeNull();
  });
});

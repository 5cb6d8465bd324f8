/**
 * Content-Range on POST, PATCH and DELETE, as PostgREST (12, 13) sends it (src/PostgREST/Response.hs,
 * actionResponse): an insert or upsert and a delete give no range, only the count (`*`/`*` or, with
 * `Prefer: count=exact`, `*`/n), an update gives the range of the rows it touched (`0-(n-1)/*`, `0-(n-1)/n`, and
 * `*` when none), whatever return= and the Accept header ask. `count=planned` is not counted on a write
 * (Preferences.shouldCount takes exact and estimated only). RangeQuery.contentRangeH writes the header.
 */
import { startTestBackend, type TestBackend } from '../src/testing';

jest.setTimeout(60_000);

let backend: TestBackend;

const ZERO = '00000000-0000-0000-0000-000000000000';
const OBJECT = 'application/vnd.pgrst.object+json';

/** A request as the service role (RLS bypassed: the header is what is tested here, not who may write). */
function rest(method: string, path: string, prefer: string, body?: unknown, accept?: string): Promise<Response> {
  const headers: Record<string, string> = { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, prefer };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (accept) headers.accept = accept;
  return fetch(`${backend.url}/rest/v1/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** newsletter_signups holding exactly these addresses; their ids. */
async function seed(...emails: string[]): Promise<string[]> {
  const service = backend.serviceClient();
  await service.from('newsletter_signups').delete().neq('id', ZERO);
  const { data, error } = await service.from('newsletter_signups').insert(emails.map((email) => ({ email, source: 'chatbot' }))).select('id, email').order('email');
  if (error) throw new Error(error.message);
  return (data as { id: string }[]).map((row) => row.id);
}

/** Status and Content-Range of a response (its body read, so the connection is freed). */
async function answer(response: Promise<Response>): Promise<[number, string | null]> {
  const r = await response;
  await r.text();
  return [r.status, r.headers.get('content-range')];
}

const two = [
  { email: 'a@example.com', source: 'chatbot' },
  { email: 'b@example.com', source: 'chatbot' },
];

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

describe('an insert', () => {
  beforeEach(() => seed());

  it('gives no range, with or without rows returned; count=exact adds the count', async () => {
    expect(await answer(rest('POST', 'newsletter_signups', 'return=representation', two))).toEqual([201, '*/*']);
    await seed();
    expect(await answer(rest('POST', 'newsletter_signups', 'return=representation,count=exact', two))).toEqual([201, '*/2']);
    await seed();
    expect(await answer(rest('POST', 'newsletter_signups', 'return=minimal,count=exact', two))).toEqual([201, '*/2']);
    await seed();
    expect(await answer(rest('POST', 'newsletter_signups', 'return=minimal', two))).toEqual([201, '*/*']);
  });

  it('counts an empty array as 0 and does not count with count=planned', async () => {
    expect(await answer(rest('POST', 'newsletter_signups', 'return=representation,count=exact', []))).toEqual([201, '*/0']);
    expect(await answer(rest('POST', 'newsletter_signups', 'return=representation,count=planned', two))).toEqual([201, '*/*']);
  });

  it('gives no range for a singular insert either', async () => {
    expect(await answer(rest('POST', 'newsletter_signups', 'return=representation', two[0], OBJECT))).toEqual([201, '*/*']);
    expect(await answer(rest('POST', 'newsletter_signups', 'return=representation,count=exact', two[1], OBJECT))).toEqual([201, '*/1']);
  });
});

describe('an upsert', () => {
  it('gives no range however many rows it updated or inserted', async () => {
    const [id] = await seed('a@example.com');
    const rows = [
      { id, email: 'a@example.com', source: 'homepage_newsletter' },
      { id: '11111111-1111-4111-8111-111111111111', email: 'b@example.com', source: 'chatbot' },
    ];
    expect(await answer(rest('POST', 'newsletter_signups?on_conflict=id', 'resolution=merge-duplicates,return=representation', rows))).toEqual([201, '*/*']);
    expect(await answer(rest('POST', 'newsletter_signups?on_conflict=id', 'resolution=merge-duplicates,return=representation,count=exact', [rows[0]]))).toEqual([200, '*/1']);
    expect(await answer(rest('POST', 'newsletter_signups?on_conflict=id', 'resolution=ignore-duplicates,return=representation,count=exact', [rows[0]]))).toEqual([201, '*/0']);
  });
});

describe('an update', () => {
  beforeEach(() => seed('a@example.com', 'b@example.com'));

  it('gives the range of the rows it updated, with return=representation and return=minimal', async () => {
    const all = `newsletter_signups?id=neq.${ZERO}`;
    expect(await answer(rest('PATCH', all, 'return=representation', { source: 'homepage_newsletter' }))).toEqual([200, '0-1/*']);
    expect(await answer(rest('PATCH', all, 'return=representation,count=exact', { source: 'chatbot' }))).toEqual([200, '0-1/2']);
    expect(await answer(rest('PATCH', all, 'return=minimal', { source: 'homepage_newsletter' }))).toEqual([204, '0-1/*']);
    expect(await answer(rest('PATCH', all, 'count=exact', { source: 'chatbot' }))).toEqual([204, '0-1/2']);
  });

  it('gives * when it updated nothing, and 0-0 for a singular update', async () => {
    const none = 'newsletter_signups?email=eq.nobody@example.com';
    expect(await answer(rest('PATCH', none, 'return=representation', { source: 'chatbot' }))).toEqual([200, '*/*']);
    expect(await answer(rest('PATCH', none, 'return=representation,count=exact', { source: 'chatbot' }))).toEqual([200, '*/0']);
    const one = 'newsletter_signups?email=eq.a@example.com';
    expect(await answer(rest('PATCH', one, 'return=representation', { source: 'chatbot' }, OBJECT))).toEqual([200, '0-0/*']);
    expect(await answer(rest('PATCH', one, 'return=minimal,count=exact', { source: 'chatbot' }, OBJECT))).toEqual([204, '0-0/1']);
  });

  it('answers an empty body with no rows: 200 [] for return=representation, 204 otherwise', async () => {
    const all = `newsletter_signups?id=neq.${ZERO}`;
    const represented = await rest('PATCH', all, 'return=representation,count=exact', {});
    expect([represented.status, represented.headers.get('content-range'), await represented.text()]).toEqual([200, '*/0', '[]']);
    expect(await answer(rest('PATCH', all, 'return=minimal', {}))).toEqual([204, '*/*']);
    // It updates nothing (PostgREST selects no row instead), so pg-safeupdate has no UPDATE to refuse.
    expect(await answer(rest('PATCH', 'newsletter_signups', 'return=minimal', {}))).toEqual([204, '*/*']);
  });
});

describe('a delete', () => {
  beforeEach(() => seed('a@example.com', 'b@example.com'));

  it('gives no range, with or without rows returned; count=exact adds the count', async () => {
    expect(await answer(rest('DELETE', 'newsletter_signups?email=eq.a@example.com', 'return=representation'))).toEqual([200, '*/*']);
    expect(await answer(rest('DELETE', 'newsletter_signups?email=eq.b@example.com', 'return=representation,count=exact'))).toEqual([200, '*/1']);
    expect(await answer(rest('DELETE', `newsletter_signups?id=neq.${ZERO}`, 'return=minimal,count=exact'))).toEqual([204, '*/0']);
  });

  it('gives no range for a singular delete either', async () => {
    expect(await answer(rest('DELETE', 'newsletter_signups?email=eq.a@example.com', 'return=representation,count=exact', undefined, OBJECT))).toEqual([200, '*/1']);
    expect(await answer(rest('DELETE', 'newsletter_signups?email=eq.b@example.com', 'return=minimal', undefined, OBJECT))).toEqual([204, '*/*']);
  });

  it('is what supabase-js sees as the count of a delete', async () => {
    const { count, error, status } = await backend.serviceClient().from('newsletter_signups').delete({ count: 'exact' }).neq('id', ZERO).select();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(2);
  });
});

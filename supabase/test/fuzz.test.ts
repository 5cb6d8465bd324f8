/**
 * Property-based: random paths, query strings, headers and bodies against both APIs never get a 5xx, and the
 * server still answers afterwards. Bounded (numRuns) so the run takes seconds; a failure prints its seed and
 * the shrunk request.
 */
import fc from 'fast-check';
import { startTestBackend, type TestBackend } from '../src/testing';
import { rawRequest } from './helpers/raw-request';

jest.setTimeout(120_000);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

const pathChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz_/.%0123456789ABCDEF()*,:!~-'.split(''), '%00', '%E0%A4%A', '%zz', '%2F');
const segment = fc.array(pathChars, { maxLength: 20 }).map((parts) => parts.join(''));
const tablePath = fc.oneof(
  fc.constantFrom('newsletter_signups', 'admin_users', 'rpc/is_admin', '', 'nope'),
  segment,
);
const authPath = fc.oneof(
  fc.constantFrom('signup', 'token?grant_type=password', 'token?grant_type=refresh_token', 'recover', 'resend', 'verify', 'user', 'logout', 'admin/users', 'settings'),
  segment,
);
const queryKey = fc.constantFrom('select', 'order', 'limit', 'offset', 'or', 'and', 'not.or', 'email', 'id', 'columns', 'on_conflict', 'x%00');
const queryValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('eq.a', 'in.(a,b)', '(email.eq.a,and(id.eq.1,or(email.is.null)))', '*', 'email.desc.nullslast', '-1', '%E0%A4%A', 'is.maybe', 'email::int'),
);
const query = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }).map((pairs) =>
  pairs.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2500/g, '%00')}`).join('&'),
);
const jsonValue = fc.jsonValue({ maxDepth: 4 });
const body = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v)),
  fc.record({ email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 })), source: fc.constantFrom('chatbot', 'homepage_newsletter', 'x'), password: fc.string({ maxLength: 80 }) }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constant('{"email":"a\\u0000@b.c","source":"chatbot"}'),
);
const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS');
const extraHeaders = fc.record(
  {
    prefer: fc.oneof(headerValue, fc.constantFrom('return=representation', 'count=exact', 'resolution=merge-duplicates')),
    accept: fc.oneof(headerValue, fc.constantFrom('application/vnd.pgrst.object+json', 'text/csv')),
    range: headerValue,
    authorization: fc.oneof(headerValue, fc.constant('Bearer a.b.c')),
    'accept-profile': headerValue,
    'content-type': fc.constantFrom('application/json', 'text/plain'),
  },
  { requiredKeys: [] },
);

it('never answers 5xx to random requests, and stays up', async () => {
  const request = fc.record({ api: fc.constantFrom('rest', 'auth'), tablePath, authPath, query, body, method, headers: extraHeaders, service: fc.boolean() });
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const key = r.service ? backend.serviceRoleKey : backend.anonKey;
      const path = r.api === 'rest' ? `/rest/v1/${r.tablePath}${r.query ? `?${r.query}` : ''}` : `/auth/v1/${r.authPath}`;
      const hasBody = r.method !== 'GET' && r.method !== 'HEAD';
      const response = await rawRequest(backend.url, {
        method: r.method,
        path,
        headers: { apikey: key, 'x-supabase-api-version': '2024-01-01', ...r.headers },
        body: hasBody ? r.body : undefined,
      });
      expect(response.status).toBeLessThan(500);
    }),
    { numRuns: 300 },
  );
  const health = await fetch(`${backend.url}/auth/v1/health`);
  expect(health.status).toBe(200);
});

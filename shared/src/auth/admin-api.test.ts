import { expectConsole } from '../../../jest/console-guard';
import { createConfirmedUser, signInElsewhere, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { configureSupabase, getSupabase, resetSupabaseForTests } from '../supabase/client';
import { fetchIsAdmin, lookUpAdmin } from './admin-api';
import { startFailingBackend } from './testing/failing-backend';

const password = 'correct-horse-battery';

async function signInAs({ admin }: { admin: boolean }): Promise<string> {
  const { id, email } = await createConfirmedUser(uniqueEmail(admin ? 'admin' : 'reader'), password, { admin });
  const { error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return id;
}

beforeEach(async () => {
  await resetSupabaseForTests();
  localStorage.clear();
});

afterAll(async () => {
  await resetSupabaseForTests();
});

describe('fetchIsAdmin against the embedded backend', () => {
  beforeEach(() => configureSupabase(testBackend().url, testBackend().anonKey));

  it('is true for a signed-in admin', async () => {
    const id = await signInAs({ admin: true });
    await expect(fetchIsAdmin(id)).resolves.toBe(true);
  });

  it('is false for a signed-in reader, with nothing in the console (no row is an answer, not an error)', async () => {
    const id = await signInAs({ admin: false });
    await expect(fetchIsAdmin(id)).resolves.toBe(false);
  });

  it("is false for a reader asking about an admin's id: row-level security shows a user only their own row", async () => {
    const { id: adminId } = await createConfirmedUser(uniqueEmail('admin'), password, { admin: true });
    await signInAs({ admin: false });
    await expect(fetchIsAdmin(adminId)).resolves.toBe(false);
  });
});

it('is false when the lookup is refused, and says why in the console', async () => {
  configureSupabase(testBackend().url, 'not-a-key');
  expectConsole('warn', /^Admin lookup failed:/);
  await expect(fetchIsAdmin('00000000-0000-4000-8000-000000000000')).resolves.toBe(false);
});

describe('a lookup asked for twice in a few seconds', () => {
  beforeEach(() => configureSupabase(testBackend().url, testBackend().anonKey));
  afterEach(() => jest.useRealTimers());

  it('is one request: the second ask gets the first answer', async () => {
    const id = await signInAs({ admin: true });
    const first = fetchIsAdmin(id);
    expect(fetchIsAdmin(id)).toBe(first);
    await expect(first).resolves.toBe(true);
  });

  it('is asked again after a few seconds, or after a failure', async () => {
    const id = await signInAs({ admin: true });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    const first = fetchIsAdmin(id);
    await first;
    jest.setSystemTime(Date.now() + 6000);
    const later = fetchIsAdmin(id);
    expect(later).not.toBe(first);
    await expect(later).resolves.toBe(true);
  });
});

it('asks again right after a refused lookup: a failure is not an answer to keep', async () => {
  configureSupabase(testBackend().url, 'not-a-key');
  expectConsole('warn', /^Admin lookup failed:/);
  const id = '00000000-0000-4000-8000-000000000001';
  const refused = fetchIsAdmin(id);
  await expect(refused).resolves.toBe(false);
  const again = fetchIsAdmin(id);
  expect(again).not.toBe(refused);
  await expect(again).resolves.toBe(false);
});

describe('lookUpAdmin: "no row" is not "no answer"', () => {
  it('tells an admin from a reader', async () => {
    configureSupabase(testBackend().url, testBackend().anonKey);
    const adminId = await signInAs({ admin: true });
    await expect(lookUpAdmin(adminId)).resolves.toBe('admin');
    await (await getSupabase()).auth.signOut();
    const readerId = await signInAs({ admin: false });
    await expect(lookUpAdmin(readerId)).resolves.toBe('not-admin');
  });

  it('is failed, not "not an admin", when the backend answers 500, and the next ask is a new request', async () => {
    const backend = await startFailingBackend(testBackend().url);
    try {
      configureSupabase(backend.url, testBackend().anonKey);
      const id = await signInAs({ admin: true });
      backend.failing = (request) => request.startsWith('GET /rest/v1/admin_users');
      expectConsole('warn', /^Admin lookup failed: internal error/);
      await expect(lookUpAdmin(id)).resolves.toBe('failed');
      await expect(fetchIsAdmin(id)).resolves.toBe(false);
      backend.failing = undefined;
      await expect(lookUpAdmin(id)).resolves.toBe('admin');
      expect(backend.requests.filter((request) => request.startsWith('GET /rest/v1/admin_users'))).toHaveLength(3);
    } finally {
      await backend.close();
    }
  });

  it('is token-rejected when the backend refuses the session\'s token itself (401 PGRST301)', async () => {
    configureSupabase(testBackend().url, testBackend().anonKey);
    const email = uniqueEmail('tampered');
    const { id } = await createConfirmedUser(email, password);
    const { session, storageKey } = await signInElsewhere(email, password);
    const [header, payload, signature] = session.access_token.split('.');
    const altered = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    localStorage.setItem(storageKey, JSON.stringify({ ...session, access_token: `${header}.${payload}.${altered}` }));
    expectConsole('warn', /^Admin lookup failed: JWSError JWSInvalidSignature/);
    await expect(lookUpAdmin(id)).resolves.toBe('token-rejected');
  });
});

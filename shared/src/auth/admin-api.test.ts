import { expectConsole } from '../../../jest/console-guard';
import { createConfirmedUser, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { configureSupabase, getSupabase, resetSupabaseForTests } from '../supabase/client';
import { fetchIsAdmin } from './admin-api';

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

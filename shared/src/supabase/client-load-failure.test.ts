/**
 * supabase-js is a chunk of its own, fetched when first needed (docs/decisions/010). A fetch of it that fails (the
 * network gone for a moment, or a redeploy that removed the chunk) must cost that one attempt, not every signup
 * and sign-in until the page is reloaded. A file of its own: supabase-js fails to load here the first time.
 */
import { configureSupabase, getSupabase, resetSupabaseForTests } from './client';

let mockLoadsToFail = 0;
jest.mock('@supabase/supabase-js', () => {
  if (mockLoadsToFail > 0) {
    mockLoadsToFail -= 1;
    throw new Error('Loading chunk 455 failed.');
  }
  return jest.requireActual('@supabase/supabase-js');
});

afterAll(async () => {
  await resetSupabaseForTests();
});

it('a failed load of supabase-js fails that call; the next call loads it and gets a working client', async () => {
  mockLoadsToFail = 1;
  // The suite's backend (jest/backend-global-setup.ts), read from the environment: jest/test-backend.ts would load
  // supabase-js itself, and the module would then be cached before the load that is to fail.
  configureSupabase(process.env.WP_TEST_SUPABASE_URL ?? '', process.env.WP_TEST_ANON_KEY ?? '');
  await expect(getSupabase()).rejects.toThrow('Loading chunk 455 failed.');
  const client = await getSupabase();
  const { error } = await client.from('newsletter_signups').insert({ email: `reload-free.${Date.now()}@example.com`, source: 'homepage_newsletter' });
  expect(error).toBeNull();
  expect(await getSupabase()).toBe(client);
});

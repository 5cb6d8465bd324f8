/**
 * subscribe() against the real embedded backend through the page's supabase-js client: one subscriber per
 * address however it was typed, and a refusal that is not a duplicate reported as a failure with its cause.
 */
import { configureSupabase } from '@wanderpages/shared';
import { serviceClient, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { freshPageForEachTest } from '../testing/fresh-page';
import { subscribe } from './newsletter-api';

freshPageForEachTest();

beforeEach(() => {
  configureSupabase(testBackend().url, testBackend().anonKey);
});

it('stores the address trimmed and lower-cased, so the same reader typed differently is a duplicate', async () => {
  const email = uniqueEmail('typed');
  await expect(subscribe(`  ${email.toUpperCase()}  `, 'homepage_newsletter')).resolves.toEqual({ status: 'subscribed' });
  await expect(subscribe(email, 'chatbot')).resolves.toEqual({ status: 'duplicate' });

  const { data, error } = await serviceClient().from('newsletter_signups').select('email, source').ilike('email', `%${email}%`);
  expect(error).toBeNull();
  expect(data).toEqual([{ email, source: 'homepage_newsletter' }]);
});

it('an address the database refuses is a failure carrying the backend’s error, not a duplicate', async () => {
  const result = await subscribe('not-an-address', 'homepage_newsletter');
  expect(result).toMatchObject({ status: 'failed', error: { code: expect.any(String) } });
  expect(result).not.toMatchObject({ error: { code: '23505' } });
});

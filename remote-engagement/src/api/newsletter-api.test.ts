/**
 * subscribe() against the real embedded backend through the page's supabase-js client: one subscriber per
 * address however it was typed, and a refusal that is not a duplicate reported as a failure with its cause.
 */
import type { Session } from '@supabase/supabase-js';
import { configureSupabase, getSupabase } from '@wanderpages/shared';
import { expectConsole } from '../../../jest/console-guard';
import { createConfirmedUser, serviceClient, signInElsewhere, testBackend, uniqueEmail } from '../../../jest/test-backend';
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

describe('with a stored session whose token the backend refuses (a tampered signature, not expired)', () => {
  /** A session another tab left, its access token's signature altered: it decodes, and it expires in an hour. */
  async function storeTamperedSession(): Promise<{ storageKey: string; session: Session }> {
    const email = uniqueEmail('tampered');
    await createConfirmedUser(email, 'correct-horse-battery');
    const { session, storageKey } = await signInElsewhere(email, 'correct-horse-battery');
    const [header, payload, signature] = session.access_token.split('.');
    const altered = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    const tampered = { ...session, access_token: `${header}.${payload}.${altered}` };
    localStorage.setItem(storageKey, JSON.stringify(tampered));
    return { storageKey, session: tampered };
  }

  it('ends that session on this device and stores the signup, sent again anonymously', async () => {
    const { storageKey } = await storeTamperedSession();
    const supabase = await getSupabase();
    expect((await supabase.auth.getSession()).data.session).not.toBeNull();
    const events: string[] = [];
    const { data } = supabase.auth.onAuthStateChange((event) => events.push(event));
    expectConsole('warn', /^Signed out on this device: the backend refused the session:/);

    const email = uniqueEmail('kept');
    await expect(subscribe(email, 'chatbot')).resolves.toEqual({ status: 'subscribed' });
    data.subscription.unsubscribe();

    const { data: rows, error } = await serviceClient().from('newsletter_signups').select('email, source').eq('email', email);
    expect(error).toBeNull();
    expect(rows).toEqual([{ email, source: 'chatbot' }]);
    // Signed out: the site's auth context hears SIGNED_OUT, and a new page load finds no session either.
    expect(events).toContain('SIGNED_OUT');
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    expect(localStorage.getItem(storageKey)).toBeNull();
    // The next signup goes out anonymously at once.
    await expect(subscribe(uniqueEmail('next'), 'homepage_newsletter')).resolves.toEqual({ status: 'subscribed' });
  });
});

it('keeps the session when the backend refuses the row, not the token: nobody is signed out', async () => {
  const email = uniqueEmail('signed-in');
  await createConfirmedUser(email, 'correct-horse-battery');
  const supabase = await getSupabase();
  expect((await supabase.auth.signInWithPassword({ email, password: 'correct-horse-battery' })).error).toBeNull();
  const result = await subscribe('not-an-address', 'homepage_newsletter');
  expect(result).toMatchObject({ status: 'failed' });
  expect((await supabase.auth.getSession()).data.session?.user.email).toBe(email);
});

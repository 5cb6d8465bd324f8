/**
 * The one Supabase client: when a page may hold a session (and so must load supabase-js on start), and how
 * configuration, failure and the client's listeners behave for the host and the remotes that share it.
 */
import { createConfirmedUser, testBackend, uniqueEmail } from '../../../jest/test-backend';
import {
  configureSupabase,
  failSupabaseConfiguration,
  getSupabase,
  isSupabaseConfigured,
  mayHaveSession,
  onSupabaseClient,
  resetSupabaseForTests,
} from './client';

beforeEach(async () => {
  await resetSupabaseForTests();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterAll(async () => {
  await resetSupabaseForTests();
  window.history.replaceState(null, '', '/');
});

describe('mayHaveSession', () => {
  it('is false for a first visit: nothing stored, nothing in the address', () => {
    expect(mayHaveSession()).toBe(false);
  });

  it('is false when storage holds only other things', () => {
    localStorage.setItem('wanderpages-theme', 'light');
    localStorage.setItem('sb-project-refresh', 'x');
    expect(mayHaveSession()).toBe(false);
  });

  it('finds a stored session among other keys', () => {
    localStorage.setItem('wanderpages-theme', 'light');
    localStorage.setItem('sb-127-auth-token', '{"access_token":"…"}');
    localStorage.setItem('zz-last', '1');
    expect(mayHaveSession()).toBe(true);
  });

  it.each([
    ['an implicit-flow link', '/#access_token=abc&refresh_token=def'],
    ['a refresh token in the hash', '/#refresh_token=def'],
    ['an error in the hash', '/#error_description=Email+link+is+invalid'],
    ['a PKCE code', '/auth?code=123'],
    ['a PKCE code after another parameter', '/auth?next=%2F&code=123'],
    ['an error in the query', '/auth?error_description=expired'],
  ])('is true when the address carries an email link result (%s)', (_, url) => {
    window.history.replaceState(null, '', url);
    expect(mayHaveSession()).toBe(true);
  });

  it('does not take a parameter that merely ends in "code" for one', () => {
    window.history.replaceState(null, '', '/books?zipcode=123&promocode=x');
    expect(mayHaveSession()).toBe(false);
  });

  it('asks the client when storage cannot be read (a privacy mode that throws)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(mayHaveSession()).toBe(true);
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
    expect(() => localStorage.length).not.toThrow();
  });
});

describe('configuration', () => {
  it('is configured once; the same settings again are fine, another project is refused', () => {
    const { url, anonKey } = testBackend();
    expect(isSupabaseConfigured()).toBe(false);
    configureSupabase(url, anonKey);
    expect(isSupabaseConfigured()).toBe(true);
    expect(() => configureSupabase(url, anonKey)).not.toThrow();
    expect(() => configureSupabase('https://other.supabase.co', anonKey)).toThrow('Supabase is already configured with another project');
    expect(() => configureSupabase(url, 'another-key')).toThrow('Supabase is already configured with another project');
  });

  it('hands every caller one client, made once configuration arrives', async () => {
    const waiting = getSupabase();
    const { url, anonKey } = testBackend();
    configureSupabase(url, anonKey);
    const client = await waiting;
    expect(await getSupabase()).toBe(client);
  });

  it('fails the callers waiting when configuration cannot be had, and serves those after a later success', async () => {
    const waiting = getSupabase();
    failSupabaseConfiguration(new Error('runtime-config.json: 503'));
    await expect(waiting).rejects.toThrow('runtime-config.json: 503');
    expect(isSupabaseConfigured()).toBe(false);
    const { url, anonKey } = testBackend();
    configureSupabase(url, anonKey); // a Retry that worked
    const client = await getSupabase();
    expect(client.auth).toBeDefined();
  });

  it('ignores a failure reported after the configuration arrived', async () => {
    const { url, anonKey } = testBackend();
    configureSupabase(url, anonKey);
    const client = await getSupabase();
    failSupabaseConfiguration(new Error('late'));
    expect(isSupabaseConfigured()).toBe(true);
    expect(await getSupabase()).toBe(client);
  });
});

describe('a browser that blocks the site\'s storage', () => {
  /** As Firefox does with cookies and site data blocked: localStorage and BroadcastChannel both throw. */
  function blockStorage(): () => void {
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage');
    const channel = Object.getOwnPropertyDescriptor(globalThis, 'BroadcastChannel');
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, get: refuse });
    Object.defineProperty(globalThis, 'BroadcastChannel', {
      configurable: true,
      writable: true,
      value: class {
        constructor() {
          refuse();
        }
      },
    });
    return () => {
      if (storage) Object.defineProperty(window, 'localStorage', storage);
      if (channel) Object.defineProperty(globalThis, 'BroadcastChannel', channel);
      else delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    };
  }

  it('gets a client that signs in for the page, with no error logged', async () => {
    const { url, anonKey } = testBackend();
    const email = uniqueEmail('blocked-storage');
    const password = 'Blocked-storage-pass-1';
    await createConfirmedUser(email, password);
    const restore = blockStorage();
    try {
      configureSupabase(url, anonKey);
      const client = await getSupabase(); // the console guard fails the test on supabase-js's "Failed to create a new BroadcastChannel"
      const { error } = await client.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      const { data } = await client.auth.getSession();
      expect(data.session?.user.email ?? null).toBe(email);
    } finally {
      await resetSupabaseForTests();
      restore();
    }
  });
});

describe('onSupabaseClient', () => {
  it('tells a listener once the client exists, or at once if it already does, until it stops listening', async () => {
    const early = jest.fn();
    const stopEarly = onSupabaseClient(early);
    const { url, anonKey } = testBackend();
    configureSupabase(url, anonKey);
    const client = await getSupabase();
    expect(early).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledWith(client);

    const late = jest.fn();
    const stopLate = onSupabaseClient(late);
    expect(late).toHaveBeenCalledWith(client);
    stopEarly();
    stopLate();

    // A new page load makes a new client: listeners that stopped hear nothing of it.
    await resetSupabaseForTests();
    configureSupabase(url, anonKey);
    const next = await getSupabase();
    expect(next).not.toBe(client);
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
  });
});

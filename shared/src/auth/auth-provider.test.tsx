import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { expectConsole } from '../../../jest/console-guard';
import { createConfirmedUser, signInElsewhere, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { ADMIN_HINT_STORAGE_KEY, adminHinted, SESSION_STORAGE_KEY } from '../contracts/session';
import { configureSupabase, failSupabaseConfiguration, getSupabase, onSupabaseClient, resetSupabaseForTests } from '../supabase/client';
import { AuthProvider } from './auth-provider';
import { startFailingBackend } from './testing/failing-backend';
import { useAuth } from './use-auth';

function AuthProbe({ adminSeen }: { adminSeen?: string[] }) {
  const { status, user, isAdmin, isAdminLoading, adminCheckFailed, retryAdminCheck, lastEvent } = useAuth();
  const admin = isAdminLoading ? 'checking' : adminCheckFailed ? 'unknown' : isAdmin ? 'yes' : 'no';
  // Every admin state the header could have shown, in order (repeats collapsed).
  useEffect(() => {
    if (adminSeen && adminSeen.at(-1) !== admin) adminSeen.push(admin);
  });
  return (
    <dl>
      <dt>status</dt>
      <dd>{status}</dd>
      <dt>email</dt>
      <dd>{user?.email ?? 'none'}</dd>
      <dt>admin</dt>
      <dd>{admin}</dd>
      <dt>event</dt>
      <dd>{lastEvent ?? 'none'}</dd>
      <dd>
        <button type="button" onClick={retryAdminCheck}>
          Check again
        </button>
      </dd>
    </dl>
  );
}

function renderProbe(adminSeen?: string[]) {
  return render(
    <AuthProvider>
      <AuthProbe adminSeen={adminSeen} />
    </AuthProvider>,
  );
}

const password = 'correct-horse-battery';

/**
 * Runs `during` on a fake clock, then lets whatever the provider might schedule (timers, idle callbacks, promise
 * chains) run out: no Supabase client was created.
 */
async function expectNoClientLoaded(during: () => void): Promise<void> {
  jest.useFakeTimers();
  const created = jest.fn();
  const stopWatching = onSupabaseClient(created);
  try {
    during();
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(created).not.toHaveBeenCalled();
  } finally {
    stopWatching();
    jest.useRealTimers();
  }
}

beforeEach(async () => {
  await resetSupabaseForTests();
  localStorage.clear();
  configureSupabase(testBackend().url, testBackend().anonKey);
});

afterAll(async () => {
  await resetSupabaseForTests();
});

describe('AuthProvider against the embedded backend', () => {
  it('reports a visitor with no stored session as signed out at once, without loading the Supabase client', async () => {
    await expectNoClientLoaded(() => {
      renderProbe();
      expect(screen.getByText('signed-out')).toBeInTheDocument();
      expect(screen.getAllByText('none')).toHaveLength(2); // no user, no auth event: nothing asked the client
    });
    expect(screen.getByText('signed-out')).toBeInTheDocument();
  });

  it('picks up a session that another tab stored (a storage event)', async () => {
    const email = uniqueEmail('other-tab');
    await createConfirmedUser(email, password);
    renderProbe();
    expect(screen.getByText('signed-out')).toBeInTheDocument();
    // The other tab signs in (a client of its own, in its own realm) and writes the session to the shared
    // localStorage, under the key supabase-js names after the backend's host; this tab hears a storage event.
    const { session, storageKey: key } = await signInElsewhere(email, password);
    const value = JSON.stringify(session);
    localStorage.setItem(key, value);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    });
    expect(await screen.findByText(email)).toBeInTheDocument();
    expect(screen.getByText('signed-in')).toBeInTheDocument();
  });

  it('follows sign in and sign out; a reader is not an admin', async () => {
    const email = uniqueEmail('reader');
    await createConfirmedUser(email, password);
    renderProbe();
    await screen.findByText('signed-out');
    const supabase = await getSupabase();
    await act(async () => {
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
    });
    expect(await screen.findByText(email)).toBeInTheDocument();
    expect(screen.getByText('signed-in')).toBeInTheDocument();
    expect(await screen.findByText('no')).toBeInTheDocument();

    await act(async () => {
      await supabase.auth.signOut();
    });
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(screen.getByText('SIGNED_OUT')).toBeInTheDocument();
  });

  it('finds the admin_users row of an admin', async () => {
    const email = uniqueEmail('admin');
    await createConfirmedUser(email, password, { admin: true });
    renderProbe();
    await screen.findByText('signed-out');
    await act(async () => {
      await (await getSupabase()).auth.signInWithPassword({ email, password });
    });
    expect(await screen.findByText('yes')).toBeInTheDocument();
  });

  it("remembers the lookup's answer for the next load's first frame: an admin's is named by their stored session; a reader's and a sign-out leave none", async () => {
    const adminEmail = uniqueEmail('admin-hint');
    const readerEmail = uniqueEmail('reader-hint');
    await createConfirmedUser(adminEmail, password, { admin: true });
    await createConfirmedUser(readerEmail, password);
    const storedSession = () => {
      const key = Object.keys(localStorage).find((name) => SESSION_STORAGE_KEY.test(name));
      return key ? localStorage.getItem(key) : null;
    };
    const hinted = () => adminHinted(localStorage.getItem(ADMIN_HINT_STORAGE_KEY), storedSession());
    renderProbe();
    await screen.findByText('signed-out');
    const supabase = await getSupabase();
    await act(async () => {
      await supabase.auth.signInWithPassword({ email: adminEmail, password });
    });
    expect(await screen.findByText('yes')).toBeInTheDocument();
    expect(hinted()).toBe(true);
    // And the page's own mark (the start gate's, kept up to date here) says so too.
    const mark = () => document.documentElement.getAttribute('data-session');
    expect(mark()).toBe('stored admin');

    await act(async () => {
      await supabase.auth.signOut();
    });
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_HINT_STORAGE_KEY)).toBeNull();
    expect(mark()).toBe('');

    // A hint left on this browser for another user (a session replaced without a sign-out) goes as soon as the
    // reader's own lookup says no; the gate would not have believed it anyway: it names another user.
    localStorage.setItem(ADMIN_HINT_STORAGE_KEY, 'someone-else');
    await act(async () => {
      await supabase.auth.signInWithPassword({ email: readerEmail, password });
    });
    expect(await screen.findByText(readerEmail)).toBeInTheDocument();
    expect(hinted()).toBe(false);
    expect(mark()).toBe('stored'); // while the reader's lookup runs: not the other user's "admin"
    expect(await screen.findByText('no')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_HINT_STORAGE_KEY)).toBeNull();
    expect(mark()).toBe('stored');
  });

  it('restores a stored session on start (docs/product/states.md#session-events: kept in local storage)', async () => {
    const email = uniqueEmail('returning');
    await createConfirmedUser(email, password);
    await (await getSupabase()).auth.signInWithPassword({ email, password });
    // A new page load: a fresh client reads the session back from localStorage.
    await resetSupabaseForTests();
    configureSupabase(testBackend().url, testBackend().anonKey);
    renderProbe();
    expect(await screen.findByText(email)).toBeInTheDocument();
    expect(screen.getByText('signed-in')).toBeInTheDocument();
  });

  it('says the admin flag is being checked until it is known, and never carries it over to the next user', async () => {
    const adminEmail = uniqueEmail('admin-then');
    const readerEmail = uniqueEmail('reader-next');
    await createConfirmedUser(adminEmail, password, { admin: true });
    await createConfirmedUser(readerEmail, password);
    const adminSeen: string[] = [];
    renderProbe(adminSeen);
    await screen.findByText('signed-out');
    const supabase = await getSupabase();
    await act(async () => {
      await supabase.auth.signInWithPassword({ email: adminEmail, password });
    });
    expect(await screen.findByText('yes')).toBeInTheDocument();
    await act(async () => {
      await supabase.auth.signOut();
    });
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    await act(async () => {
      await supabase.auth.signInWithPassword({ email: readerEmail, password });
    });
    expect(await screen.findByText(readerEmail)).toBeInTheDocument();
    expect(await screen.findByText('no')).toBeInTheDocument();
    // Signed out: no; the admin signs in: checking, then yes; signs out: no; a reader signs in: checking, no.
    expect(adminSeen).toEqual(['no', 'checking', 'yes', 'no', 'checking', 'no']);
  });

  it('ignores storage events about other keys, and a cleared storage, while signed out', async () => {
    await expectNoClientLoaded(() => {
      renderProbe();
      act(() => {
        localStorage.setItem('wanderpages-theme', 'dark');
        window.dispatchEvent(new StorageEvent('storage', { key: 'wanderpages-theme', newValue: 'dark' }));
        window.dispatchEvent(new StorageEvent('storage', { key: null })); // another tab called localStorage.clear()
      });
    });
    expect(screen.getByText('signed-out')).toBeInTheDocument();
  });

  it('browses as signed out, and says why in the console, when a stored session cannot be checked', async () => {
    expectConsole('error', /^Auth is unavailable: Error: runtime-config\.json: 503/);
    await resetSupabaseForTests(); // no configuration yet: the host is still fetching it
    localStorage.setItem('sb-127-auth-token', '{"access_token":"stale"}');
    renderProbe();
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => {
      failSupabaseConfiguration(new Error('runtime-config.json: 503'));
    });
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(screen.getByText('no')).toBeInTheDocument();
  });
});

describe('the admin lookup without an answer', () => {
  it('is "could not check", never "not an admin", and a retry asks again: the flag turns true once the backend answers', async () => {
    const backend = await startFailingBackend(testBackend().url);
    try {
      await resetSupabaseForTests();
      configureSupabase(backend.url, testBackend().anonKey);
      const email = uniqueEmail('admin-unchecked');
      await createConfirmedUser(email, password, { admin: true });
      const adminLookup = (request: string) => request.startsWith('GET /rest/v1/admin_users');
      backend.failing = adminLookup;
      expectConsole('warn', /^Admin lookup failed: internal error/);
      const adminSeen: string[] = [];
      renderProbe(adminSeen);
      await screen.findByText('signed-out');
      await act(async () => {
        await (await getSupabase()).auth.signInWithPassword({ email, password });
      });
      expect(await screen.findByText('unknown')).toBeInTheDocument();
      expect(screen.getByText('signed-in')).toBeInTheDocument();
      expect(localStorage.getItem(ADMIN_HINT_STORAGE_KEY)).toBeNull(); // no answer: nothing to remember

      backend.failing = undefined;
      await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
      expect(await screen.findByText('yes')).toBeInTheDocument();
      expect(adminSeen).toEqual(['no', 'checking', 'unknown', 'checking', 'yes']);
      expect(localStorage.getItem(ADMIN_HINT_STORAGE_KEY)).toBe((await (await getSupabase()).auth.getSession()).data.session?.user.id);
      expect(backend.requests.filter(adminLookup)).toHaveLength(2);
    } finally {
      await resetSupabaseForTests();
      await backend.close();
    }
  });
});

describe('a stored session whose token the backend refuses (a tampered signature, not expired)', () => {
  it('is ended on this device once the admin lookup is refused for it: the visitor is shown signed out', async () => {
    const email = uniqueEmail('tampered');
    await createConfirmedUser(email, password, { admin: true });
    const { session, storageKey } = await signInElsewhere(email, password);
    const [header, payload, signature] = session.access_token.split('.');
    const altered = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    localStorage.setItem(storageKey, JSON.stringify({ ...session, access_token: `${header}.${payload}.${altered}` }));
    expectConsole('warn', /^Admin lookup failed: JWSError JWSInvalidSignature/);
    expectConsole('warn', /^Signed out on this device: the backend refused the session:/);
    const adminSeen: string[] = [];
    renderProbe(adminSeen);
    expect(await screen.findByText(email)).toBeInTheDocument();
    expect(await screen.findByText('SIGNED_OUT')).toBeInTheDocument();
    expect(screen.getByText('signed-out')).toBeInTheDocument();
    expect(localStorage.getItem(storageKey)).toBeNull();
    // Never an admin on the way, nor "could not check": the session itself was what failed.
    expect(adminSeen).toEqual(['no', 'checking', 'no']);
  });
});

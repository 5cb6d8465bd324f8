import type { SupabaseClient } from '@supabase/supabase-js';
import { SESSION_STORAGE_KEY } from '../contracts/session';

/**
 * The site's one Supabase client. supabase-js is imported lazily so it stays off the critical rendering
 * path, and the host can paint before runtime-config.json arrives: getSupabase() waits for configureSupabase().
 * `shared` is a federation singleton, so every remote gets this same client and the same GoTrue session.
 */
interface Settings {
  url: string;
  anonKey: string;
}

interface Deferred {
  promise: Promise<Settings>;
  resolve(settings: Settings): void;
  reject(error: unknown): void;
}

function deferred(): Deferred {
  let resolve!: (settings: Settings) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Settings>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined); // callers handle it; this only silences the "unhandled" report
  return { promise, resolve, reject };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let settings: Settings | undefined;
let ready = deferred();
let clientPromise: Promise<SupabaseClient> | undefined;
let created: SupabaseClient | undefined;
const clientListeners = new Set<(client: SupabaseClient) => void>();

export { SESSION_STORAGE_KEY };

/**
 * Whether this browser may hold a session: a stored one, or an email link's result in the URL (which the client
 * reads when it is created). When it may not, nothing needs the client until the visitor acts (subscribes, opens
 * the chat, signs in), so a signed-out visitor's page never downloads supabase-js on load.
 */
export function mayHaveSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (SESSION_STORAGE_KEY.test(localStorage.key(i) ?? '')) return true;
    }
  } catch {
    return true; // storage unreadable: ask the client
  }
  const { hash, search } = window.location;
  return /(access_token|refresh_token|error_description)=/.test(hash) || /[?&](code|error_description)=/.test(search);
}

/**
 * Whether the browser lets the site keep data. One that blocks the site's cookies and site data (a Firefox setting
 * readers use) throws on localStorage, and refuses a BroadcastChannel too.
 */
function storageAllowed(): boolean {
  try {
    return window.localStorage !== null; // the getter is what throws
  } catch {
    return false;
  }
}

/** Calls `listener` with the client once it exists (at once if it does): the auth context follows it from there. */
export function onSupabaseClient(listener: (client: SupabaseClient) => void): () => void {
  clientListeners.add(listener);
  if (created) listener(created);
  return () => clientListeners.delete(listener);
}

/** Starts loading the client ahead of use (a visitor focused the newsletter field, opened the chat, …). */
export function warmSupabase(): void {
  getSupabase().catch(() => undefined); // whoever uses it reports a failure
}

export function configureSupabase(url: string, anonKey: string): void {
  if (settings) {
    if (settings.url !== url || settings.anonKey !== anonKey) {
      throw new Error('Supabase is already configured with another project');
    }
    return;
  }
  settings = { url, anonKey };
  ready.resolve(settings);
}

/**
 * The configuration could not be had (no runtime config): everyone waiting gets this error. A later
 * configureSupabase() (after a successful Retry) still works for the callers that come after it.
 */
export function failSupabaseConfiguration(error: unknown): void {
  if (settings) return;
  ready.reject(error);
  ready = deferred();
  clientPromise = undefined;
}

export function isSupabaseConfigured(): boolean {
  return settings !== undefined;
}

export function getSupabase(): Promise<SupabaseClient> {
  if (clientPromise) return clientPromise;
  const attempt = ready.promise.then(async ({ url, anonKey }) => {
    const { createClient } = await import('@supabase/supabase-js');
    // Evaluating supabase-js and creating its client are each tens of ms on a slow phone: apart, in two tasks,
    // the page stays responsive between them (bench/FINDINGS.md, eleventh round).
    await nextTask();
    const client = createClient(url, anonKey, {
      // Where the browser refuses the site's storage, the session lives in memory for the page (supabase-js would
      // fall back to that anyway), and is not "persisted": persisting also opens a BroadcastChannel, which the same
      // setting refuses, and supabase-js logs that refusal as an error on every page.
      auth: { persistSession: storageAllowed(), autoRefreshToken: true, detectSessionInUrl: true },
    });
    created = client;
    for (const listener of [...clientListeners]) listener(client);
    return client;
  });
  clientPromise = attempt;
  // supabase-js's chunk could not be fetched (offline for a moment, or a redeploy removed it): the next caller
  // tries again, rather than every later signup and sign-in failing until the page is reloaded.
  attempt.catch(() => {
    if (clientPromise === attempt) clientPromise = undefined;
  });
  return attempt;
}

/**
 * For tests only: a new page load. The client is stopped and forgotten, so the next test configures a fresh one
 * that reads the session from storage as a page does when it starts.
 */
export async function resetSupabaseForTests(): Promise<void> {
  const pending = settings ? clientPromise : undefined;
  settings = undefined;
  ready = deferred();
  clientPromise = undefined;
  created = undefined;
  if (pending) {
    const client = await pending.catch(() => undefined);
    if (client) {
      await client.auth.stopAutoRefresh();
      await client.removeAllChannels();
      forgetAuthClient(client);
    }
  }
}

/**
 * A reload starts a new JavaScript realm, where supabase-js has counted no GoTrue client yet; a jest file is one
 * realm for all its "page loads", so the stopped client's count is taken back here. A second client created while
 * the first still lives (the bug GoTrue's "Multiple GoTrueClient instances" warning is for) is still reported.
 */
function forgetAuthClient(client: SupabaseClient): void {
  // GoTrueClient's static count, reached through the client's own class (supabase-js does not export GoTrueClient).
  const auth = client.auth as unknown as { storageKey?: string; constructor: { nextInstanceID?: Record<string, number> } };
  const counts = auth.constructor.nextInstanceID;
  const key = auth.storageKey;
  if (counts && key && counts[key] !== undefined) counts[key] -= 1;
}

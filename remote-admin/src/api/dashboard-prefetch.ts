import { fetchIsAdmin, getSupabase } from '@wanderpages/shared';
import type { ApiResult } from './api-result';
import { fetchSignupCounts, fetchSignupPage, NO_FILTERS, type SignupCounts, type SignupPage } from './signups-api';

/**
 * The dashboard's first screen (the list's first page, then the counters), read as soon as the page is opened,
 * while the gates still wait for the session and the admin lookup: they and these reads are not a chain.
 *
 * Safe because row-level security is the real gate: the reads go out with the session's own token, so an
 * admin's bring the signups, anyone else's an empty list and zero counts, and nobody signed in reads nothing
 * (no session, no request). They are only ever drawn by the dashboard, which mounts for an admin only, and
 * only for the user they were read for.
 */

/** A value on its way; `value` is set once it has arrived, so a first render can use it at once. */
export interface Prefetched<T> {
  readonly value: T | undefined;
  /** The value, or null when it cannot be used (read for another user or nobody, or failed): fetch it then. */
  readonly promise: Promise<T | null>;
}

export interface DashboardPrefetch {
  /** The reads, for this user: null values when they were made for someone else (or nobody). */
  forUser(userId: string): { firstPage: Prefetched<SignupPage>; counts: Prefetched<SignupCounts> };
}

interface Read<T> {
  userId: string;
  value: T;
}

class Tracked<T> {
  settled: Read<T> | null | undefined;

  constructor(readonly promise: Promise<Read<T> | null>) {
    // Also keeps a failure from surfacing as unhandled when nobody takes the prefetch.
    promise.then(
      (read) => (this.settled = read),
      () => (this.settled = null),
    );
  }

  forUser(userId: string): Prefetched<T> {
    const mine = (read: Read<T> | null | undefined) => (read && read.userId === userId ? read.value : undefined);
    return {
      value: mine(this.settled),
      promise: this.promise.then(
        (read) => mine(read) ?? null,
        () => null, // the dashboard's own request will meet (and report) the failure, if it is still there
      ),
    };
  }
}

/** A failed read is no prefetch: the dashboard's own request meets (and reports) the failure, if it is still there. */
async function dataOf<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const settled = await result;
  if (settled.status === 'failed') throw settled.error;
  return settled.data;
}

function start(): DashboardPrefetch {
  const userId = getSupabase().then(async (supabase) => {
    const { data } = await supabase.auth.getSession();
    const id = data.session?.user.id ?? null;
    // The gate's own question, asked now: the auth provider's lookup for the same user, moments later, is this
    // one (shared's fetchIsAdmin keeps a recent answer), so the dashboard is not a round trip behind its rows.
    if (id) void fetchIsAdmin(id);
    return id;
  });
  const firstPage = new Tracked(
    userId.then(async (id) => (id ? { userId: id, value: await dataOf(fetchSignupPage(NO_FILTERS, 0)) } : null)),
  );
  // After the list, not beside it: the backend answers one query at a time, and the rows are what the admin
  // waits for (this also leaves the admin lookup, sent meanwhile, ahead of the counts).
  const counts = new Tracked(
    firstPage.promise
      .catch(() => undefined)
      .then(() => userId)
      .then(async (id) => (id ? { userId: id, value: await dataOf(fetchSignupCounts()) } : null)),
  );
  return {
    forUser: (id) => ({ firstPage: firstPage.forUser(id), counts: counts.forUser(id) }),
  };
}

/**
 * A render React throws away and redoes before showing it (its state is lost with it) reuses the reads started
 * moments before, instead of sending them again. The page's own reads stay reusable until the dashboard has
 * taken them or the page is left (released), and never longer than a few seconds.
 */
const REUSE_MS = 3000;
let reusable: { prefetch: DashboardPrefetch; startedAt: number } | undefined;

/** At build time (the page's HTML fragment) nothing is read: signups are never in HTML. */
const NOTHING_READ: DashboardPrefetch = {
  forUser: () => ({
    firstPage: { value: undefined, promise: Promise.resolve(null) },
    counts: { value: undefined, promise: Promise.resolve(null) },
  }),
};

/** Starts the reads, or returns the ones started less than 3 s ago and not released since. */
export function prefetchDashboard(): DashboardPrefetch {
  if (typeof window === 'undefined') return NOTHING_READ;
  const now = Date.now();
  if (reusable && now - reusable.startedAt < REUSE_MS) return reusable.prefetch;
  const prefetch = start();
  reusable = { prefetch, startedAt: now };
  return prefetch;
}

/** These reads are taken (or the page that started them is gone): the next visit to the page reads afresh. */
export function releaseDashboardPrefetch(prefetch: DashboardPrefetch): void {
  if (reusable?.prefetch === prefetch) reusable = undefined;
}

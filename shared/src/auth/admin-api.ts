import { getSupabase } from '../supabase/client';

/**
 * What a lookup in admin_users found: the user's row (`admin`), none (`not-admin`), or no answer at all.
 * No answer is never "not an admin": `failed` is a backend that erred or could not be reached (ask again),
 * `token-rejected` a backend that refused the session's access token itself (PostgREST's 401 PGRST301: a bad
 * signature, a token it cannot decode), which no retry with that token will change.
 */
export type AdminLookup = 'admin' | 'not-admin' | 'failed' | 'token-rejected';

/** PostgREST's answer to a token it cannot verify (not one merely expired: that is PGRST303, and is refreshed). */
const REJECTED_TOKEN = 'PGRST301';

/**
 * docs/product/calls.md#data: select id from admin_users where user_id = the current user, at most one row.
 * RLS lets a user read only their own row, so no row simply means "not an admin". maybeSingle(), not single():
 * single() asks PostgREST for exactly one object, and "none" comes back as a 406 that every reader's browser
 * logs as a failed request.
 */
async function lookUp(userId: string): Promise<AdminLookup> {
  try {
    const supabase = await getSupabase();
    const { data, error, status } = await supabase.from('admin_users').select('id').eq('user_id', userId).maybeSingle();
    if (!error) return data ? 'admin' : 'not-admin';
    console.warn('Admin lookup failed:', error.message);
    return status === 401 && error.code === REJECTED_TOKEN ? 'token-rejected' : 'failed';
  } catch (error) {
    // No client (no configuration, supabase-js failed to load): no answer either.
    console.warn('Admin lookup failed:', error instanceof Error ? error.message : error);
    return 'failed';
  }
}

/**
 * A lookup started less than a few seconds ago for the same user is the answer: the dashboard starts one as the
 * page opens (its prefetch), the auth provider asks again once the shell has hydrated, and one request serves
 * both. A lookup that found no answer is not kept: the next ask is a new request. Only ever asked about the
 * signed-in user's own id (RLS answers anything else with "no").
 */
const RECENT_MS = 5000;

interface Recent {
  at: number;
  lookup: Promise<AdminLookup>;
  isAdmin: Promise<boolean>;
}

const recent = new Map<string, Recent>();

function recentLookup(userId: string): Recent {
  const now = Date.now();
  const found = recent.get(userId);
  if (found && now - found.at < RECENT_MS) return found;
  const lookup = lookUp(userId);
  const entry: Recent = { at: now, lookup, isAdmin: lookup.then((answer) => answer === 'admin') };
  recent.set(userId, entry);
  void lookup.then((answer) => {
    // A failure is not an answer to keep (and a newer lookup for the same user, if any, stays).
    if ((answer === 'failed' || answer === 'token-rejected') && recent.get(userId) === entry) recent.delete(userId);
  });
  return entry;
}

/** The admin lookup with its three outcomes (the auth provider's question): never rejects. */
export function lookUpAdmin(userId: string): Promise<AdminLookup> {
  return recentLookup(userId).lookup;
}

/**
 * True when the lookup found the user's row; false otherwise, a lookup that failed included (the published
 * contract since 1.0; the auth provider uses lookUpAdmin, which tells "no row" from "no answer").
 */
export function fetchIsAdmin(userId: string): Promise<boolean> {
  return recentLookup(userId).isAdmin;
}

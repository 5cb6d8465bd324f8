import { getSupabase } from '../supabase/client';

/**
 * docs/product/calls.md#data: select id from admin_users where user_id = the current user, at most one row.
 * RLS lets a user read only their own row, so no row simply means "not an admin". maybeSingle(), not single():
 * single() asks PostgREST for exactly one object, and "none" comes back as a 406 that every reader's browser
 * logs as a failed request.
 */
async function lookUp(userId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('admin_users').select('id').eq('user_id', userId).maybeSingle();
  if (error) {
    console.warn('Admin lookup failed:', error.message);
    recent.delete(userId); // a failure is not an answer to keep
    return false;
  }
  return Boolean(data);
}

/**
 * A lookup started less than a few seconds ago for the same user is the answer: the dashboard starts one as the
 * page opens (its prefetch), the auth provider asks again once the shell has hydrated, and one request serves
 * both. Only ever asked about the signed-in user's own id (RLS answers anything else with "no").
 */
const RECENT_MS = 5000;
const recent = new Map<string, { at: number; answer: Promise<boolean> }>();

export function fetchIsAdmin(userId: string): Promise<boolean> {
  const now = Date.now();
  const found = recent.get(userId);
  if (found && now - found.at < RECENT_MS) return found.answer;
  const answer = lookUp(userId);
  recent.set(userId, { at: now, answer });
  return answer;
}

import { getSupabase } from '../supabase/client';

/**
 * docs/product/calls.md#data: select id from admin_users where user_id = the current user, at most one row.
 * RLS lets a user read only their own row, so no row simply means "not an admin". maybeSingle(), not single():
 * single() asks PostgREST for exactly one object, and "none" comes back as a 406 that every reader's browser
 * logs as a failed request.
 */
export async function fetchIsAdmin(userId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('admin_users').select('id').eq('user_id', userId).maybeSingle();
  if (error) {
    console.warn('Admin lookup failed:', error.message);
    return false;
  }
  return Boolean(data);
}

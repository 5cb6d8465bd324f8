import { getSupabase } from '../supabase/client';

/**
 * docs/product/calls.md#data: select id from admin_users where user_id = the current user, single row.
 * RLS lets a user read only their own row, so "no row" (PGRST116) simply means "not an admin".
 */
export async function fetchIsAdmin(userId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('admin_users').select('id').eq('user_id', userId).single();
  if (error) {
    if (error.code !== 'PGRST116') console.warn('Admin lookup failed:', error.message);
    return false;
  }
  return Boolean(data);
}

import { getSupabase } from '../supabase/client';

/**
 * The session's access token was refused by the data API (PostgREST's 401 PGRST301: a bad signature, a token it
 * cannot decode). The auth server that issued it decides: when it refuses the token too (/auth/v1/user answers
 * 401, or 403 bad_jwt, or the session is gone), the session is ended on this device only (`signOut({ scope:
 * 'local' })`, which emits SIGNED_OUT: the visitor is shown signed out and can sign in again). A token the auth
 * server still accepts (refreshed meanwhile, or a data API that is wrong) is kept, as is everything when the auth
 * server cannot be asked. Never throws. Returns whether the session is over.
 */
export async function endRejectedSession(): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    if (!data.session) return false; // no session was refused: the key itself was
    const { error } = await supabase.auth.getUser();
    if (!error) return false;
    // Duck-typed, not isAuthApiError(): supabase-js is loaded late (docs/decisions/010), never imported here.
    const refused = error.name === 'AuthSessionMissingError' || error.status === 401 || error.status === 403;
    if (!refused) return false;
    console.warn('Signed out on this device: the backend refused the session:', error.message);
    const { error: signOutError } = await supabase.auth.signOut({ scope: 'local' });
    return !signOutError;
  } catch {
    return false;
  }
}

import { endRejectedSession, getSupabase, UNIQUE_VIOLATION, type SignupSource } from '@wanderpages/shared';
import { normaliseEmail } from './normalise-email';

export type SubscribeResult =
  | { status: 'subscribed' }
  | { status: 'duplicate' }
  | { status: 'failed'; error: unknown };

/** PostgREST's answer to an access token it cannot verify (a bad signature; not one merely expired, PGRST303). */
const REJECTED_TOKEN = 'PGRST301';

/**
 * Inserts one row into newsletter_signups (docs/product/calls.md#data). Anonymous visitors may insert but not read (RLS), so
 * the insert asks for no returned row. Never throws: every failure, a network one included, is `failed`.
 *
 * A stored session whose token the backend refuses (tampered, or signed with a key it no longer has) would fail
 * every signup while the site still shows the visitor signed in: that session is ended on this device (shared's
 * endRejectedSession, which asks the auth server first) and the signup sent once more, anonymously, as anyone may
 * subscribe. (The auth provider does the same when its admin lookup is refused; this covers a signup sent first.)
 */
export async function subscribe(email: string, source: SignupSource): Promise<SubscribeResult> {
  try {
    const supabase = await getSupabase();
    const row = { email: normaliseEmail(email), source };
    const first = await supabase.from('newsletter_signups').insert(row);
    let { error } = first;
    // endRejectedSession is undefined under a host whose shared predates it (CHANGELOG): the signup then fails as before.
    const endSession = endRejectedSession as typeof endRejectedSession | undefined;
    if (error && first.status === 401 && error.code === REJECTED_TOKEN && endSession && (await endSession())) {
      ({ error } = await supabase.from('newsletter_signups').insert(row));
    }
    if (!error) return { status: 'subscribed' };
    if (error.code === UNIQUE_VIOLATION) return { status: 'duplicate' };
    return { status: 'failed', error };
  } catch (error) {
    return { status: 'failed', error };
  }
}

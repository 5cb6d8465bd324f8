import { getSupabase, UNIQUE_VIOLATION, type SignupSource } from '@wanderpages/shared';
import { normaliseEmail } from './normalise-email';

export type SubscribeResult =
  | { status: 'subscribed' }
  | { status: 'duplicate' }
  | { status: 'failed'; error: unknown };

/**
 * Inserts one row into newsletter_signups (docs/product/calls.md#data). Anonymous visitors may insert but not read (RLS), so
 * the insert asks for no returned row. Never throws: every failure, a network one included, is `failed`.
 */
export async function subscribe(email: string, source: SignupSource): Promise<SubscribeResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('newsletter_signups').insert({ email: normaliseEmail(email), source });
    if (!error) return { status: 'subscribed' };
    if (error.code === UNIQUE_VIOLATION) return { status: 'duplicate' };
    return { status: 'failed', error };
  } catch (error) {
    return { status: 'failed', error };
  }
}

import type { User } from '@supabase/supabase-js';

/** How close the confirmation and the sign-in it started are (the backend sets both in one request). */
const SAME_MOMENT_MS = 10_000;
/** A confirmation older than this is not news any more. */
const RECENT_MS = 10 * 60_000;
const SHOWN_KEY_PREFIX = 'wanderpages:signup-confirmed:';

/**
 * Whether this user has just been signed in by their sign-up confirmation link. The link's `#…&type=signup`
 * is gone by the time a remote runs (supabase-js reads and clears it first), so the user record decides: the
 * address was confirmed at the same moment as the last sign-in, a few minutes ago at most.
 */
export function justConfirmedBySignupLink(user: Pick<User, 'email_confirmed_at' | 'last_sign_in_at'>, now = Date.now()): boolean {
  if (!user.email_confirmed_at || !user.last_sign_in_at) return false;
  const confirmedAt = Date.parse(user.email_confirmed_at);
  const signedInAt = Date.parse(user.last_sign_in_at);
  if (Number.isNaN(confirmedAt) || Number.isNaN(signedInAt)) return false;
  return Math.abs(signedInAt - confirmedAt) <= SAME_MOMENT_MS && now - signedInAt <= RECENT_MS && now >= signedInAt - SAME_MOMENT_MS;
}

/** Once per user and browser: a reload or a second tab does not say it again. */
export function claimConfirmationNotice(userId: string): boolean {
  try {
    const key = `${SHOWN_KEY_PREFIX}${userId}`;
    if (localStorage.getItem(key)) return false;
    localStorage.setItem(key, new Date().toISOString());
    return true;
  } catch {
    return true;
  }
}

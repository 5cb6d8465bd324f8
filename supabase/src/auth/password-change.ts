import type { Tx } from '../db/database';

/**
 * What a new password does besides its hash, as GoTrue's User.UpdatePassword (internal/models/user.go): the
 * password may have changed because someone else knew the old one, so whatever they could have started with it
 * ends. The links already mailed (confirmation, recovery, email change) stop working: their tokens are cleared,
 * while a pending `email_change` address itself stays, as GoTrue leaves it. Merged into the user's update.
 */
export const CLEARED_BY_PASSWORD_CHANGE: Readonly<Record<string, unknown>> = {
  confirmation_token: '',
  confirmation_sent_at: null,
  recovery_token: '',
  recovery_sent_at: null,
  email_change_token_new: '',
  email_change_sent_at: null,
};

/**
 * …and the user's sessions end (their refresh tokens cascade): all of them when an admin sets the password
 * (GoTrue's Logout), all but the one that made the change when the user does (LogoutAllExceptMe), so the
 * device the user is on stays signed in and every other one must sign in with the new password.
 */
export async function endSessionsAfterPasswordChange(tx: Tx, userId: string, keepSessionId: string | null): Promise<void> {
  if (keepSessionId === null) await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  else await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, keepSessionId]);
}

import { authError, errorsFor } from '../api-errors';
import type { AuthContext, AuthEndpoint } from '../context';
import { jsonBody, redirectTarget } from '../request';
import { startSession, type TokenResponse } from '../tokens';
import { HttpError } from '../../http/errors';
import { findUserByEmail, hashToken, updateUser, type UserRow } from '../users';

export const API_VERSION = '2024-01-01';
const LINK_TTL_MS = 24 * 3600 * 1000;
const VERIFY_TYPES = ['signup', 'recovery', 'email_change', 'magiclink', 'invite', 'email'];

/** Finds the user a link token belongs to, consumes the token and applies what the link confirms. */
async function consumeLink(ctx: AuthContext, token: string, type: string): Promise<TokenResponse | null> {
  const hash = hashToken(token);
  const column = type === 'recovery' || type === 'magiclink' ? 'recovery_token' : type === 'email_change' ? 'email_change_token_new' : 'confirmation_token';
  const sentColumn = column === 'recovery_token' ? 'recovery_sent_at' : column === 'email_change_token_new' ? 'email_change_sent_at' : 'confirmation_sent_at';
  return ctx.db.transaction(async (tx) => {
    // Both column names come from the fixed lists above, never from the request.
    const found = await tx.query<UserRow>(`select * from auth.users where ${column} = $1`, [hash]);
    const user = found.rows[0];
    if (!user) return null;
    const sentAt = user[sentColumn as keyof UserRow] as Date | null;
    if (!sentAt || Date.now() - sentAt.getTime() > LINK_TTL_MS) return null;
    if (column === 'email_change_token_new' && user.email_change) {
      // Two users may ask for the same new address; the second link to be followed finds it taken (the unique
      // index said so with a 500 before).
      const holder = await findUserByEmail(tx, user.email_change);
      if (holder && holder.id !== user.id) throw errorsFor.emailExists();
    }
    const updated =
      column === 'email_change_token_new'
        ? await updateUser(tx, user.id, { email: user.email_change, email_change: '', email_change_token_new: '' })
        : await updateUser(tx, user.id, { [column]: '', email_confirmed_at: user.email_confirmed_at ?? new Date() });
    return startSession(tx, ctx.signer, updated);
  });
}

/** GET /verify: the link in the email. Success or failure, the browser goes back to the site with a fragment. */
export const verifyGet: AuthEndpoint = async ({ ctx, req, url, res }) => {
  ctx.limits.request('verify', req);
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  const redirectTo = redirectTarget(ctx, url);
  let session: TokenResponse | null = null;
  let failure = { error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' };
  try {
    session = VERIFY_TYPES.includes(type) && token !== '' ? await consumeLink(ctx, token, type) : null;
  } catch (error) {
    // A link refused for another reason (the new address taken) goes back to the site too, saying why.
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    failure = { error_code: String(error.body.code), error_description: error.message };
  }
  const fragment = session
    ? new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      })
    : new URLSearchParams({ error: 'access_denied', ...failure });
  const location = `${redirectTo.split('#')[0]}#${fragment.toString()}`;
  res.writeHead(303, { Location: location, 'Content-Length': '0', 'X-Supabase-Api-Version': API_VERSION });
  res.end();
  return undefined;
};

/** POST /verify {type, token_hash} (supabase-js verifyOtp): the same link token, answered with a session. */
export const verifyPost: AuthEndpoint = async ({ ctx, req }) => {
  ctx.limits.request('verify', req);
  const body = await jsonBody(req);
  const type = typeof body.type === 'string' ? body.type : '';
  const token = typeof body.token_hash === 'string' ? body.token_hash : typeof body.token === 'string' ? body.token : '';
  if (!VERIFY_TYPES.includes(type) || token === '') throw errorsFor.validation('Verify requires a verification type and token_hash');
  const session = await consumeLink(ctx, token, type);
  if (!session) throw authError('otp_expired', 'Email link is invalid or has expired');
  return { body: session };
};

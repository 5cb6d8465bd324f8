import { authError, errorsFor } from '../api-errors';
import type { AuthEndpoint, AuthRequest } from '../context';
import { verifyPassword } from '../password';
import { clientKey } from '../limits';
import { jsonBody } from '../request';
import { refreshSession, startSession, type TokenResponse } from '../tokens';
import { findUserByEmail } from '../users';

async function passwordGrant({ ctx, req }: AuthRequest): Promise<TokenResponse> {
  const body = await jsonBody(req);
  if (typeof body.email !== 'string' || body.email.trim() === '' || typeof body.password !== 'string') {
    throw errorsFor.invalidCredentials();
  }
  const email = body.email.trim().toLowerCase();
  // A client that keeps getting this address's password wrong waits; the account stays open to everyone else.
  const streakKey = `${clientKey(req)} ${email}`;
  const wait = ctx.limits.backoff.wait(streakKey);
  if (wait > 0) throw errorsFor.rateLimited(wait);
  const user = email.includes('\0') ? undefined : await ctx.db.transaction((tx) => findUserByEmail(tx, email));
  // An unknown address is compared with a dummy hash: it takes as long as a wrong password.
  const ok = await verifyPassword(body.password, user?.encrypted_password ?? null);
  if (!user || !ok) {
    ctx.limits.backoff.failed(streakKey);
    throw errorsFor.invalidCredentials();
  }
  ctx.limits.backoff.succeeded(streakKey);
  // Checked after the password, as GoTrue does, so the answer does not reveal unconfirmed accounts.
  if (user.email_confirmed_at === null) throw errorsFor.emailNotConfirmed();
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authError('user_banned', 'User is banned');
  return ctx.db.transaction((tx) => startSession(tx, ctx.signer, user));
}

async function refreshGrant({ ctx, req }: AuthRequest): Promise<TokenResponse> {
  const body = await jsonBody(req);
  if (typeof body.refresh_token !== 'string' || body.refresh_token === '') throw errorsFor.refreshTokenNotFound();
  const presented = body.refresh_token;
  const result = await ctx.db.transaction((tx) => refreshSession(tx, ctx.signer, presented));
  if (result === 'reused') throw authError('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return result;
}

/** POST /token?grant_type=password|refresh_token. */
export const token: AuthEndpoint = async (request) => {
  const grant = request.url.searchParams.get('grant_type');
  if (grant === 'password') {
    request.ctx.limits.request('signIn', request.req);
    return { body: await passwordGrant(request) };
  }
  if (grant === 'refresh_token') return { body: await refreshGrant(request) };
  throw authError('unsupported_grant_type', 'unsupported_grant_type');
};

import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Tx } from '../db/database';
import { secretBytes } from '../keys';
import { loadSql } from '../sql/load-sql';
import { errorsFor } from './api-errors';
import { findUserById, userJson, type UserRow } from './users';

export const ACCESS_TOKEN_TTL_S = 3600;
const FIND_REFRESH_TOKEN = loadSql('auth-find-refresh-token');

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export interface TokenSigner {
  secret: string;
  issuer: string;
}

/** An access token with GoTrue's claims, in GoTrue's order. */
export async function signAccessToken(signer: TokenSigner, user: UserRow, sessionId: string, signedInAt: number): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_S;
  const claims = {
    iss: signer.issuer,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: signedInAt }],
    session_id: sessionId,
    is_anonymous: false,
  };
  const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretBytes(signer.secret));
  return { token, exp };
}

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

async function tokenResponse(signer: TokenSigner, user: UserRow, sessionId: string, refreshToken: string, signedInAt: number): Promise<TokenResponse> {
  const { token, exp } = await signAccessToken(signer, user, sessionId, signedInAt);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Starts a session for a user (sign-in, confirmation link, autoconfirmed sign-up). */
export async function startSession(tx: Tx, signer: TokenSigner, user: UserRow): Promise<TokenResponse> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [refreshToken, user.id, sessionId]);
  const updated = await tx.query<UserRow>('update auth.users set last_sign_in_at = now() where id = $1 returning *', [user.id]);
  return tokenResponse(signer, updated.rows[0] ?? user, sessionId, refreshToken, Math.floor(Date.now() / 1000));
}

/**
 * Rotates a refresh token: the old one is revoked and a child issued. Presenting a revoked token again means it
 * leaked or was replayed, so the whole session is revoked (GoTrue's reuse detection).
 */
export async function refreshSession(tx: Tx, signer: TokenSigner, presented: string): Promise<TokenResponse | 'reused'> {
  const found = await tx.query<{ id: string; user_id: string; session_id: string; revoked: boolean; session_created: Date }>(
    FIND_REFRESH_TOKEN,
    [presented],
  );
  const row = found.rows[0];
  if (!row) throw errorsFor.refreshTokenNotFound();
  if (row.revoked) {
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return 'reused';
  }
  const user = await findUserById(tx, row.user_id);
  if (!user) throw errorsFor.refreshTokenNotFound();
  const next = newRefreshToken();
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    next,
    user.id,
    row.session_id,
    presented,
  ]);
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
  return tokenResponse(signer, user, row.session_id, next, Math.floor(row.session_created.getTime() / 1000));
}

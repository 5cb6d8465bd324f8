import type { IncomingMessage } from 'node:http';
import { readBody } from '../http/body';
import { authError, errorsFor } from './api-errors';
import type { AuthContext } from './context';
import { findUserById, type UserRow } from './users';
import { JwtError, verifyJwt, type Claims } from './verify-jwt';

export type Body = Record<string, unknown>;

export async function jsonBody(req: IncomingMessage): Promise<Body> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw authError('bad_json', 'Could not parse request body as JSON: invalid character');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw authError('bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as Body;
}

export function metadata(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim();
}

/** A user's own JWT, verified; GoTrue answers 401 without one and 403 bad_jwt for one it cannot verify. */
export async function requireClaims(ctx: AuthContext, req: IncomingMessage): Promise<Claims> {
  const token = bearer(req);
  if (!token) throw errorsFor.noAuthorization();
  try {
    return await verifyJwt(token, ctx.signer.secret);
  } catch (error) {
    if (error instanceof JwtError) {
      if (error.problem === 'expired') throw errorsFor.badJwt('token has invalid claims: token is expired');
      throw errorsFor.badJwt(error.message);
    }
    throw error;
  }
}

export async function requireUser(ctx: AuthContext, req: IncomingMessage): Promise<{ claims: Claims; user: UserRow }> {
  const claims = await requireClaims(ctx, req);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw errorsFor.badJwt('invalid claim: missing sub claim');
  const sessionId = claims.session_id;
  const user = await ctx.db.transaction(async (tx) => {
    if (typeof sessionId === 'string') {
      const session = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
      if (session.rows.length === 0) throw errorsFor.sessionNotFound();
    }
    return findUserById(tx, claims.sub ?? '');
  });
  if (!user) throw errorsFor.userFromJwtNotFound();
  return { claims, user };
}

export async function requireServiceRole(ctx: AuthContext, req: IncomingMessage): Promise<void> {
  const claims = await requireClaims(ctx, req);
  if (claims.role !== 'service_role') throw errorsFor.notAdmin();
}

/** redirect_to from the query (or body), if it is allowed; else the site URL. */
export function redirectTarget(ctx: AuthContext, url: URL, body?: Body): string {
  const requested = url.searchParams.get('redirect_to') ?? (typeof body?.redirect_to === 'string' ? body.redirect_to : null);
  return requested && ctx.isAllowedRedirect(requested) ? requested : ctx.siteUrl;
}

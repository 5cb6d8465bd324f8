import type { IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES, readBody } from '../http/body';
import { HttpError } from '../http/errors';
import { containsNul, jsonDepth, MAX_JSON_DEPTH, withWellFormedStrings } from '../http/json-depth';
import { authError, errorsFor } from './api-errors';
import type { AuthContext } from './context';
import { findUserById, isUuid, type UserRow } from './users';
import { JwtError, verifyJwt, type Claims } from './verify-jwt';

export type Body = Record<string, unknown>;

/** The request body as one JSON object: bad JSON, too deep, NUL characters or too large are 4xx in GoTrue's shape. */
export async function jsonBody(req: IncomingMessage): Promise<Body> {
  let text: string;
  try {
    text = await readBody(req);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw authError('request_too_large', `Request body is larger than the limit of ${MAX_BODY_BYTES} bytes`);
    throw error;
  }
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
  if (jsonDepth(parsed) > MAX_JSON_DEPTH) throw authError('bad_json', `Could not parse request body as JSON: nested deeper than ${MAX_JSON_DEPTH} levels`);
  // Postgres text cannot hold NUL: refuse it here rather than fail in the database.
  if (containsNul(parsed)) throw errorsFor.validation('Request body cannot contain NUL characters');
  return withWellFormedStrings(parsed) as Body;
}

export function metadata(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** GoTrue's UpdateUserMetaData / UpdateAppMetaData: the update's top-level keys replace the stored ones, a null removes its key. */
export function mergeMetadata(stored: Record<string, unknown> | null, update: unknown): Record<string, unknown> {
  const changes = metadata(update);
  const merged = { ...(stored ?? {}), ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === null) Reflect.deleteProperty(merged, key);
  return merged;
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

/**
 * A user token's sub and session_id, each a UUID as GoTrue requires (a token signed with the project's secret but
 * another sub reached Postgres, which refused it: a 500).
 */
export function userClaims(claims: Claims): { sub: string; sessionId: string | null } {
  if (typeof claims.sub !== 'string' || claims.sub === '') throw errorsFor.badJwt('invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw errorsFor.badJwt('invalid claim: sub claim must be a UUID');
  const sessionId = claims.session_id ?? null;
  if (sessionId !== null && !isUuid(sessionId)) throw errorsFor.badJwt('invalid claim: session_id claim must be a UUID');
  return { sub: claims.sub, sessionId };
}

export async function requireUser(ctx: AuthContext, req: IncomingMessage): Promise<{ claims: Claims; user: UserRow }> {
  const claims = await requireClaims(ctx, req);
  const { sub, sessionId } = userClaims(claims);
  const user = await ctx.db.transaction(async (tx) => {
    if (sessionId !== null) {
      const session = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
      if (session.rows.length === 0) throw errorsFor.sessionNotFound();
    }
    return findUserById(tx, sub);
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
  // A control character (a CR or LF the URL parser would drop) passed the origin check, then could not go in a
  // Location header (a 500): such an address is not one to send anyone to.
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (requested === null || /[\u0000-\u001f\u007f]/.test(requested)) return ctx.siteUrl;
  return ctx.isAllowedRedirect(requested) ? requested : ctx.siteUrl;
}

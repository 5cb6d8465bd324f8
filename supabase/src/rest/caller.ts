import type { IncomingMessage } from 'node:http';
import { postgrestError, type HttpError } from '../http/errors';
import { isApiRole, JwtError, type CachedJwtVerifier, type Claims } from '../auth/verify-jwt';
import type { RestCaller } from './handler';

function jwtError(code: string, message: string): HttpError {
  const description = message.replace(/"/g, "'");
  return postgrestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
  });
}

/**
 * Who PostgREST would run the request as: the bearer token's role claim (the apikey when there is no
 * Authorization header, as the gateway does). Only the three API roles can be assumed.
 */
export async function resolveCaller(req: IncomingMessage, apikey: string, verifier: CachedJwtVerifier): Promise<RestCaller> {
  const header = req.headers.authorization;
  let token = apikey;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw jwtError('PGRST301', 'Expected a Bearer token in the Authorization header');
    token = match[1];
  }
  let claims: Claims;
  try {
    claims = await verifier.verify(token);
  } catch (error) {
    if (error instanceof JwtError) {
      if (error.problem === 'expired') throw jwtError('PGRST303', 'JWT expired');
      if (error.problem === 'malformed') throw jwtError('PGRST301', `JWSError (CompactDecodeError ${error.message})`);
      if (error.message === 'JWT not in audience' || error.message.includes('"exp"')) throw jwtError('PGRST301', error.message);
      throw jwtError('PGRST301', 'JWSError JWSInvalidSignature');
    }
    throw error;
  }
  const role = claims.role ?? 'anon';
  if (!isApiRole(role)) throw jwtError('PGRST301', `JWT role "${role}" is not one of anon, authenticated, service_role`);
  return { role, claims };
}

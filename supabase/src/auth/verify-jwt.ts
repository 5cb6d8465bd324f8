import { errors, jwtVerify, type JWTPayload } from 'jose';
import { secretBytes } from '../keys';

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface Claims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
  is_anonymous?: boolean;
}

export type JwtProblem = 'expired' | 'invalid' | 'malformed';

export class JwtError extends Error {
  constructor(
    readonly problem: JwtProblem,
    message: string,
  ) {
    super(message);
  }
}

/** Verifies an HS256 token signed with the project secret (never `alg: none`), allowing 30 s of clock skew. */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  if (token.split('.').length !== 3) {
    throw new JwtError('malformed', `Expected 3 parts in JWT; got ${token.split('.').length}`);
  }
  try {
    const { payload } = await jwtVerify(token, secretBytes(secret), { algorithms: ['HS256'], clockTolerance: 30 });
    return payload as Claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    if (error instanceof errors.JWSSignatureVerificationFailed) throw new JwtError('invalid', 'signature is invalid');
    if (error instanceof errors.JOSEAlgNotAllowed) throw new JwtError('invalid', 'signing method is not allowed');
    if (error instanceof errors.JWTClaimValidationFailed) throw new JwtError('invalid', error.message);
    throw new JwtError('malformed', error instanceof Error ? error.message : 'invalid JWT');
  }
}

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

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
    const { payload } = await jwtVerify(token, secretBytes(secret), { algorithms: ['HS256'], clockTolerance: 30, requiredClaims: ['exp'] });
    checkAudience(payload as Claims);
    return payload as Claims;
  } catch (error) {
    if (error instanceof JwtError) throw error;
    if (error instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    if (error instanceof errors.JWSSignatureVerificationFailed) throw new JwtError('invalid', 'signature is invalid');
    if (error instanceof errors.JOSEAlgNotAllowed) throw new JwtError('invalid', 'signing method is not allowed');
    if (error instanceof errors.JWTClaimValidationFailed) throw new JwtError('invalid', error.message);
    throw new JwtError('malformed', error instanceof Error ? error.message : 'invalid JWT');
  }
}

/**
 * A user's token (role `authenticated`) must be meant for this API: `aud` is `authenticated`, as GoTrue issues
 * it. The API keys (anon, service_role) carry no `aud` on hosted projects either, so theirs is not required;
 * if present it must name their role or `authenticated`.
 */
function checkAudience(claims: Claims): void {
  const aud = claims.aud;
  const audiences = aud === undefined ? [] : Array.isArray(aud) ? aud : [aud];
  if (claims.role === 'authenticated' || audiences.length > 0) {
    const expected = ['authenticated', ...(typeof claims.role === 'string' ? [claims.role] : [])];
    if (!audiences.some((a) => expected.includes(a))) throw new JwtError('invalid', 'JWT not in audience');
  }
}

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

/** Seconds of clock skew verifyJwt allows past `exp` (jose's clockTolerance). */
const EXPIRY_SKEW_S = 30;

/**
 * verifyJwt with a bounded cache of tokens already verified, keyed by the token's text, each kept only while it
 * is still valid (until `exp` plus the same skew; tokens without `exp` are not cached). The anon key is one token
 * for every visitor, so a burst verifies its HMAC once instead of once per request; PostgREST caches verified
 * JWTs the same way (jwt-cache-max-lifetime). A token that fails is never cached, so it fails every time.
 */
export class CachedJwtVerifier {
  private readonly entries = new Map<string, Claims>();

  constructor(
    private readonly secret: string,
    private readonly maxEntries = 1000,
  ) {}

  async verify(token: string): Promise<Claims> {
    const hit = this.entries.get(token);
    if (hit) {
      this.entries.delete(token);
      if (typeof hit.exp === 'number' && hit.exp > Date.now() / 1000 - EXPIRY_SKEW_S) {
        this.entries.set(token, hit); // most recently used last
        return hit;
      }
    }
    const claims = Object.freeze(await verifyJwt(token, this.secret));
    if (typeof claims.exp === 'number') {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(token, claims);
    }
    return claims;
  }

  /** How many tokens are cached (for tests). */
  get size(): number {
    return this.entries.size;
  }
}

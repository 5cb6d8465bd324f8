import { HttpError } from '../http/errors';

/**
 * Every GoTrue error this backend answers, with its HTTP status, in one place (as supabase/auth's
 * internal/api/apierrors does). Endpoints name an entry and a message; the status always comes from here.
 *
 * `user_not_found` is the one code GoTrue itself sends with two statuses, and we follow it: 403 when the `sub`
 * of a user's own JWT no longer exists (auth.go, requireAuthentication) and 404 from the admin API (admin.go).
 * They are two entries here so that each endpoint cannot pick a status of its own.
 */
export const AUTH_ERRORS = {
  bad_json: 400,
  validation_failed: 400,
  invalid_credentials: 400,
  email_not_confirmed: 400,
  user_banned: 400,
  unsupported_grant_type: 400,
  refresh_token_not_found: 400,
  refresh_token_already_used: 400,
  no_authorization: 401,
  bad_jwt: 403,
  not_admin: 403,
  session_not_found: 403,
  otp_expired: 403,
  user_not_found_for_jwt: 403,
  user_not_found: 404,
  not_found: 404,
  method_not_allowed: 405,
  request_too_large: 413,
  weak_password: 422,
  same_password: 422,
  email_exists: 422,
  user_already_exists: 422,
  signup_password_required: 422,
  over_request_rate_limit: 429,
  over_email_send_rate_limit: 429,
  unexpected_failure: 500,
} as const;

export type AuthErrorName = keyof typeof AUTH_ERRORS;

/** Entries that share a wire code with another entry (see above). */
const WIRE_CODE: Partial<Record<AuthErrorName, string>> = {
  user_not_found_for_jwt: 'user_not_found',
  signup_password_required: 'validation_failed',
};

/** A GoTrue error in the 2024-01-01 API shape: {code, message, ...extra}; the router adapts it for older clients. */
export function authError(name: AuthErrorName, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): HttpError {
  return new HttpError(AUTH_ERRORS[name], { code: WIRE_CODE[name] ?? name, message, ...extra }, headers);
}

export const errorsFor = {
  invalidCredentials: () => authError('invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => authError('email_not_confirmed', 'Email not confirmed'),
  weakPassword: (min: number) =>
    authError('weak_password', `Password should be at least ${min} characters.`, { weak_password: { reasons: ['length'] } }),
  userAlreadyExists: () => authError('user_already_exists', 'User already registered'),
  emailExists: () => authError('email_exists', 'A user with this email address has already been registered'),
  rateLimited: (retryAfterSeconds: number) =>
    authError('over_request_rate_limit', 'Request rate limit reached', {}, { 'Retry-After': String(retryAfterSeconds) }),
  emailRateLimited: (retryAfterSeconds: number, message = 'Email rate limit exceeded') =>
    authError('over_email_send_rate_limit', message, {}, { 'Retry-After': String(retryAfterSeconds) }),
  noAuthorization: () => authError('no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => authError('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => authError('session_not_found', 'Session from session_id claim in JWT does not exist'),
  userFromJwtNotFound: () => authError('user_not_found_for_jwt', 'User from sub claim in JWT does not exist'),
  userNotFound: () => authError('user_not_found', 'User not found'),
  notAdmin: () => authError('not_admin', 'User not allowed'),
  validation: (message: string) => authError('validation_failed', message),
  refreshTokenNotFound: () => authError('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  methodNotAllowed: (method: string) => authError('method_not_allowed', `${method} is not allowed here`),
};

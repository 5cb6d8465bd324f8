import { HttpError } from '../http/errors';

/** A GoTrue error in the 2024-01-01 API shape: {code, message, ...extra}; handler.ts adapts it for older clients. */
export function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, { code, message, ...extra });
}

export const errorsFor = {
  invalidCredentials: () => authError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => authError(400, 'email_not_confirmed', 'Email not confirmed'),
  weakPassword: (min: number) =>
    authError(422, 'weak_password', `Password should be at least ${min} characters.`, { weak_password: { reasons: ['length'] } }),
  userAlreadyExists: () => authError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => authError(422, 'email_exists', 'A user with this email address has already been registered'),
  rateLimited: () => authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  noAuthorization: () => authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => authError(404, 'user_not_found', 'User not found'),
  notAdmin: () => authError(403, 'not_admin', 'User not allowed'),
  validation: (message: string, status = 400) => authError(status, 'validation_failed', message),
};

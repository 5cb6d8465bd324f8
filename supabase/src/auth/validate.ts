import { authError, errorsFor } from './api-errors';

export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords (measured in bytes: Go's len()). */
export const MAX_PASSWORD_BYTES = 72;
const MAX_EMAIL_LENGTH = 254;
// One @, no whitespace, no control characters: the server's shape check (GoTrue's is similar in spirit).
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u;

/** Trims and lower-cases, then checks the address like GoTrue: empty, too long, or not an email is a 400. */
export function normaliseEmail(value: unknown, action = 'signup'): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (email === '') throw errorsFor.validation(`To ${action}, please provide your email`);
  if (email.length > MAX_EMAIL_LENGTH) throw errorsFor.validation('An email address is too long');
  if (!EMAIL.test(email)) throw errorsFor.validation('Unable to validate email address: invalid format');
  return email;
}

/**
 * Hosted's default policy, checked in GoTrue's order (checkPasswordStrength): over 72 bytes is a 400
 * validation_failed, under 6 characters a 422 weak_password with reasons.
 */
export function checkPassword(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw authError('signup_password_required', 'Password is required');
  if (value.includes('\0')) throw errorsFor.validation('Password cannot contain NUL characters');
  if (Buffer.byteLength(value, 'utf8') > MAX_PASSWORD_BYTES) {
    throw errorsFor.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...value].length < MIN_PASSWORD_LENGTH) throw errorsFor.weakPassword(MIN_PASSWORD_LENGTH);
  return value;
}

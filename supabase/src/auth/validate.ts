import { authError, errorsFor } from './api-errors';

export const MIN_PASSWORD_LENGTH = 6;
const MAX_EMAIL_LENGTH = 254;
// One @, no whitespace, a dot-free or dotted domain: the server's shape check (GoTrue's is similar in spirit).
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Trims and lower-cases, then checks the address like GoTrue: empty, too long, or not an email is a 400. */
export function normaliseEmail(value: unknown, action = 'signup'): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (email === '') throw errorsFor.validation(`To ${action}, please provide your email`);
  if (email.length > MAX_EMAIL_LENGTH) throw errorsFor.validation('An email address is too long');
  if (!EMAIL.test(email)) throw errorsFor.validation('Unable to validate email address: invalid format');
  return email;
}

/** Hosted's default policy: at least 6 characters, reported as GoTrue's weak_password with reasons. */
export function checkPassword(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw authError('signup_password_required', 'Password is required');
  if ([...value].length < MIN_PASSWORD_LENGTH) throw errorsFor.weakPassword(MIN_PASSWORD_LENGTH);
  if (value.length > 72) throw authError('signup_password_required', 'Password cannot be longer than 72 characters');
  return value;
}

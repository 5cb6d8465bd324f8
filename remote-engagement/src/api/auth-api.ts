import { getSupabase } from '@wanderpages/shared';
import type { AuthError } from '@supabase/supabase-js';
import { normaliseEmail } from './normalise-email';

export type AuthResult =
  /** `signedIn`: a session came back (sign in, or sign up on a backend that confirms at once). */
  | { status: 'ok'; signedIn: boolean }
  /** The provider refused: wrong credentials, weak password, unconfirmed email... `reasons` for weak passwords. */
  | { status: 'rejected'; message: string; reasons: string[] }
  /** Anything else: a thrown exception, the backend unreachable or answering garbage. */
  | { status: 'failed'; error: unknown };

// Type-only import above and duck typing here keep supabase-js out of this remote's bundle: shared loads it
// lazily, and the auth error classes would drag it in. Same checks as supabase-js's isAuthError().
function isAuthError(error: unknown): error is AuthError {
  return typeof error === 'object' && error !== null && '__isAuthError' in error;
}

/** A network failure or 5xx (AuthRetryableFetchError) or an unreadable answer is not the user's doing. */
const NOT_THE_USERS_DOING = new Set(['AuthRetryableFetchError', 'AuthUnknownError']);

function weakPasswordReasons(error: AuthError): string[] {
  if (error.name !== 'AuthWeakPasswordError' || !('reasons' in error) || !Array.isArray(error.reasons)) return [];
  return error.reasons.filter((reason): reason is string => typeof reason === 'string');
}

function toResult(error: AuthError | null, signedIn: boolean): AuthResult {
  if (!error) return { status: 'ok', signedIn };
  if (!isAuthError(error) || NOT_THE_USERS_DOING.has(error.name)) return { status: 'failed', error };
  return { status: 'rejected', message: error.message, reasons: weakPasswordReasons(error) };
}

async function guarded(call: () => Promise<AuthResult>): Promise<AuthResult> {
  try {
    return await call();
  } catch (error) {
    return { status: 'failed', error };
  }
}

/** POST /auth/v1/token?grant_type=password (docs/product/calls.md#auth). */
export function signIn(email: string, password: string): Promise<AuthResult> {
  return guarded(async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.signInWithPassword({ email: normaliseEmail(email), password });
    return toResult(error, Boolean(data.session));
  });
}

/** POST /auth/v1/signup, with the site origin as the confirmation link's target (docs/product/calls.md#auth). */
export function signUp(email: string, password: string): Promise<AuthResult> {
  return guarded(async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.signUp({
      email: normaliseEmail(email),
      password,
      options: { emailRedirectTo: window.location.origin },
    });
    return toResult(error, Boolean(data.session));
  });
}

/** Where the password-reset link lands: the /auth/reset page, on this site. */
function resetRedirectUrl(): string {
  return `${window.location.origin}/auth/reset`;
}

/**
 * POST /auth/v1/recover: a link to set a new password. The backend answers the same for an unknown address, so
 * the page never learns (nor tells) whether an account exists.
 */
export function requestPasswordReset(email: string): Promise<AuthResult> {
  return guarded(async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resetPasswordForEmail(normaliseEmail(email), { redirectTo: resetRedirectUrl() });
    return toResult(error, false);
  });
}

/** PUT /auth/v1/user with the new password, for the session the reset link started (or any signed-in user). */
export function updatePassword(password: string): Promise<AuthResult> {
  return guarded(async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.updateUser({ password });
    return toResult(error, Boolean(data.user));
  });
}

/**
 * Every user-facing outcome text of this remote, in one place. Texts quoted from spec §8 are marked "spec";
 * the spec only paraphrases a few of them (marked "inferred"), see README.md.
 */
import type { ToastMessage } from '@wanderpages/shared';

export const NEWSLETTER_TOASTS = {
  // inferred title ("a welcome title naming the product"); description spec
  subscribed: {
    title: 'Welcome to Wanderpages!',
    description: "You'll receive our curated book recommendations for your next adventure.",
    variant: 'success',
  },
  // spec
  duplicate: { title: 'Already subscribed!', description: 'This email is already on our newsletter list.' },
  // spec
  failed: {
    title: 'Signup failed',
    description: 'There was an error processing your signup. Please try again.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastMessage>;

export const CHAT_TOASTS = {
  // spec
  subscribed: {
    title: 'Welcome aboard!',
    description: "You'll receive our travel book recommendations in your inbox.",
    variant: 'success',
  },
  // spec
  failed: { title: 'Oops!', description: 'Something went wrong. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

export const AUTH_TOASTS = {
  // spec
  signedIn: { title: 'Welcome back!', description: 'You have successfully signed in.', variant: 'success' },
  // spec
  signedUp: {
    title: 'Check your email',
    description: "We've sent you a confirmation link to complete your registration.",
    variant: 'success',
  },
  // spec
  unexpected: { title: 'Something went wrong', description: 'Please try again later.', variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

/** spec: "Toast Authentication Error with the provider's message". */
export function authErrorToast(message: string): ToastMessage {
  return { title: 'Authentication Error', description: message, variant: 'destructive' };
}

/** supabase-js weak-password reasons (auth-js WeakPasswordReasons), in words a reader understands. */
const WEAK_PASSWORD_REASONS: Record<string, string> = {
  length: 'too short',
  characters: 'needs a mix of character types (letters, digits and symbols)',
  pwned: 'found in a known data breach, so it is easy to guess',
};

/** The provider's message, followed by its weak-password reasons spelt out, if any. */
export function describeAuthRejection(message: string, reasons: readonly string[]): string {
  if (reasons.length === 0) return message;
  const words = reasons.map((reason) => WEAK_PASSWORD_REASONS[reason] ?? reason.replace(/[_-]+/g, ' '));
  const label = words.length === 1 ? 'Reason' : 'Reasons';
  return `${message} ${label}: ${words.join('; ')}.`;
}

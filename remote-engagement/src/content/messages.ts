/**
 * Every user-facing outcome text of this remote, in one place. Texts quoted from docs/product/texts-and-errors.md#error-catalogue are marked "spec";
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

/** Our choice: shown only in a browser with JavaScript turned off (components/needs-script-note.tsx). */
export const NEWSLETTER_TEXTS = {
  needsScript: 'Subscribing needs JavaScript: turn it on in your browser to join the newsletter.',
} as const;

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

/** Our choice: the backend's rule (GoTrue's default; the embedded backend's too), shown before submitting. */
export const PASSWORD_RULE = 'At least 6 characters (at most 72 bytes).';

/** Our choices: the texts of the flows around /auth that the spec leaves open (see README.md). */
export const AUTH_TEXTS = {
  checkEmailHeading: 'Check your email',
  checkEmailBody: (email: string) =>
    `We've sent a confirmation link to ${email}. Open it to confirm your address; you'll be signed in on Wanderpages.`,
  checkEmailHint: "No email after a few minutes? Check your spam folder, or sign up again to get a new link.",
  backToSignIn: 'Back to sign in',
  forgotPassword: 'Forgot password?',
  forgotHeading: 'Reset your password',
  forgotLead: "Enter your account's email address and we'll send you a link to set a new password.",
  sendResetLink: 'Send reset link',
  sending: 'Sending...',
  resetSentHeading: 'Check your email',
  resetSentBody: (email: string) =>
    `If an account exists for ${email}, we've sent it a link to set a new password. The link works once, for 24 hours.`,
  resetHeading: 'Set a new password',
  resetLead: (email: string) => `Choose a new password for ${email}.`,
  resetLeadPending: 'Checking your reset link…',
  newPasswordLabel: 'New password',
  savePassword: 'Save new password',
  saving: 'Saving...',
  resetLinkInvalidHeading: 'This reset link has expired',
  resetLinkInvalid: 'Password reset links work once, for 24 hours. Ask for a new one from the sign-in page.',
  requestNewLink: 'Request a new link',
  /** Shown only in a browser with JavaScript turned off (components/needs-script-note.tsx). */
  needsScript: 'Signing in needs JavaScript: turn it on in your browser to sign in or create an account.',
  resetNeedsScript: 'Setting a new password needs JavaScript: turn it on in your browser, then open the link in your email again.',
  /** The pages' meta descriptions (search results, link previews). */
  signInDescription: 'Sign in to your Wanderpages account, or create one with your email address and a password.',
  resetDescription: 'Choose a new password for your Wanderpages account, from the link in your password-reset email.',
} as const;

export const RECOVERY_TOASTS = {
  failed: { title: 'Could not send the link', description: 'Please try again later.', variant: 'destructive' },
  passwordSaved: {
    title: 'Password updated',
    description: "Your new password is saved and you're signed in.",
    variant: 'success',
  },
} as const satisfies Record<string, ToastMessage>;

/** Our choice: what a visitor sees on arriving from the sign-up confirmation link. */
export function signupConfirmedToast(email: string): ToastMessage {
  return {
    title: 'Email confirmed',
    description: `${email} is confirmed and you're signed in. Welcome to Wanderpages!`,
    variant: 'success',
  };
}

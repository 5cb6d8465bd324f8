/** docs/product/entities.md#newsletter-signup: where a signup came from. */
export type SignupSource = 'homepage_newsletter' | 'chatbot';

export const SIGNUP_SOURCES: readonly SignupSource[] = ['homepage_newsletter', 'chatbot'];

/** A row of public.newsletter_signups. */
export interface NewsletterSignup {
  id: string;
  email: string;
  source: SignupSource;
  created_at: string;
}

/** Postgres unique_violation: the email is already subscribed (docs/product/texts-and-errors.md#error-catalogue). */
export const UNIQUE_VIOLATION = '23505';

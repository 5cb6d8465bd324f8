/** Emails are stored trimmed and lower-cased, so "Ann@Example.com " and "ann@example.com" are one subscriber. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

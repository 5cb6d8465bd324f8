/** The contact form's limits: the same as the database's (supabase/migrations/20261123100000_contact_messages.sql). */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** The contact form's texts: our choices (the spec names only "Send Message"). */
export const CONTACT_TEXTS = {
  send: 'Send Message',
  sending: 'Sending...',
  sentHeading: (name: string) => `Thanks, ${name}! Your message has reached us.`,
  sentBody: (email: string) => `We read every message and reply to ${email} within two working days.`,
  another: 'Send another message',
  invalid: 'Please check the form: the name is at most 100 characters, the subject 150, the message 5,000, and the email must be a valid address.',
  blank: 'Please fill in every field.',
  /** Beside a field left blank. */
  required: (field: string) => `Fill in the ${field}.`,
  /** Shown only in a browser with JavaScript turned off (docs/decisions/044-forms-without-javascript.md). */
  needsScript: 'Sending a message needs JavaScript: turn it on in your browser, or email us at hello@wanderpages.com.',
  failed: "Your message could not be sent. Please try again, or email us directly at hello@wanderpages.com.",
} as const;

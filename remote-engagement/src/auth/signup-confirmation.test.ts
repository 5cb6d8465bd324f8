import { claimConfirmationNotice, justConfirmedBySignupLink } from './signup-confirmation';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();

describe('justConfirmedBySignupLink', () => {
  it('is true when the address was confirmed at the sign-in, minutes ago at most', () => {
    expect(justConfirmedBySignupLink({ email_confirmed_at: at(5_000), last_sign_in_at: at(4_990) }, NOW)).toBe(true);
  });

  it('is false for a later password sign-in, an old confirmation, or an unconfirmed user', () => {
    expect(justConfirmedBySignupLink({ email_confirmed_at: at(3_600_000), last_sign_in_at: at(1_000) }, NOW)).toBe(false);
    expect(justConfirmedBySignupLink({ email_confirmed_at: at(20 * 60_000), last_sign_in_at: at(20 * 60_000) }, NOW)).toBe(false);
    expect(justConfirmedBySignupLink({ email_confirmed_at: undefined, last_sign_in_at: at(1_000) }, NOW)).toBe(false);
  });
});

describe('claimConfirmationNotice', () => {
  beforeEach(() => localStorage.clear());

  it('says it once per user', () => {
    expect(claimConfirmationNotice('u1')).toBe(true);
    expect(claimConfirmationNotice('u1')).toBe(false);
    expect(claimConfirmationNotice('u2')).toBe(true);
  });
});

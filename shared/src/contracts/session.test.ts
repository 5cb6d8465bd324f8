import { adminHinted } from './session';

/** The shape supabase-js stores a session in (only what the hint reads matters). */
const stored = (user: unknown) => JSON.stringify({ access_token: 'a.b.c', refresh_token: 'r', expires_at: 1, user });

describe('adminHinted: whether the start gate draws the dashboard frame of a likely admin', () => {
  it('is true when the hint names the stored session’s user', () => {
    expect(adminHinted('4f7c2a9e', stored({ id: '4f7c2a9e', email: 'a@example.com' }))).toBe(true);
  });

  it('is false for another user’s session, and without a hint or a session', () => {
    expect(adminHinted('4f7c2a9e', stored({ id: '0b1d', email: 'b@example.com' }))).toBe(false);
    expect(adminHinted(null, stored({ id: '4f7c2a9e' }))).toBe(false);
    expect(adminHinted('', stored({ id: '' }))).toBe(false);
    expect(adminHinted('4f7c2a9e', null)).toBe(false);
  });

  it('is false, without throwing, for whatever else storage may hold', () => {
    for (const value of ['not json', '', 'null', '42', '"4f7c2a9e"', '{}', '{"user":null}', '{"user":"4f7c2a9e"}', '{"user":{"id":42}}', '[]']) {
      expect(adminHinted('4f7c2a9e', value)).toBe(false);
    }
  });
});

/**
 * normaliseEmail and checkPassword at their boundaries: what a sign-up or sign-in form may send, and the
 * GoTrue-shaped error (status, code, message) a person sees when it is refused. The HTTP tests cover the
 * wiring; these pin each limit to the character.
 */
import { HttpError } from '../src/http/errors';
import { checkPassword, MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, normaliseEmail } from '../src/auth/validate';

function refusal(run: () => unknown): { status: number; code: unknown; message: unknown } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, code: error.body.code, message: error.body.message };
  }
  throw new Error('expected the value to be refused');
}

const invalidFormat = { status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' };

describe('normaliseEmail', () => {
  it('trims and lower-cases an address', () => {
    expect(normaliseEmail('  Reader@Example.COM\t')).toBe('reader@example.com');
  });

  it.each([undefined, '   ', 42])('asks for an email when it is %p', (value) => {
    expect(refusal(() => normaliseEmail(value))).toEqual({ status: 400, code: 'validation_failed', message: 'To signup, please provide your email' });
  });

  it('names the action it asks the email for', () => {
    expect(refusal(() => normaliseEmail('', 'recover')).message).toBe('To recover, please provide your email');
  });

  it('accepts 254 characters and refuses 255, counted after trimming', () => {
    const at254 = `${'a'.repeat(254 - '@example.com'.length)}@example.com`;
    expect(at254).toHaveLength(254);
    expect(normaliseEmail(`  ${at254}  `)).toBe(at254);
    expect(refusal(() => normaliseEmail(`a${at254}`))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'An email address is too long',
    });
  });

  it.each([
    ['no @', 'reader.example.com'],
    ['two @', 'reader@home@example.com'],
    ['nothing before the @', '@example.com'],
    ['nothing after the @', 'reader@'],
    ['a space inside', 'read er@example.com'],
    ['a control character', 'reader\u0007@example.com'],
  ])('refuses an address with %s', (_, value) => {
    expect(refusal(() => normaliseEmail(value))).toEqual(invalidFormat);
  });

  it('accepts a plus address and an international one', () => {
    expect(normaliseEmail('reader+books@example.com')).toBe('reader+books@example.com');
    expect(normaliseEmail('lectrice@bücher.example')).toBe('lectrice@bücher.example');
  });
});

describe('checkPassword', () => {
  it('keeps the limits hosted Supabase uses', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(MAX_PASSWORD_BYTES).toBe(72);
  });

  it('returns the password unchanged, spaces included', () => {
    expect(checkPassword(' secret ')).toBe(' secret ');
  });

  it.each([undefined, '', 123456])('says a password is required when it is %p', (value) => {
    expect(refusal(() => checkPassword(value))).toEqual({ status: 422, code: 'validation_failed', message: 'Password is required' });
  });

  it('refuses a NUL character', () => {
    expect(refusal(() => checkPassword('secret\0word'))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot contain NUL characters',
    });
  });

  it('accepts 6 characters and refuses 5 as weak, with the reason', () => {
    expect(checkPassword('abcdef')).toBe('abcdef');
    expect(refusal(() => checkPassword('abcde'))).toEqual({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
  });

  it('counts characters, not UTF-16 units, toward the minimum', () => {
    // Three emoji are six UTF-16 units but three characters: still too short.
    expect(refusal(() => checkPassword('🌍🌏🌎')).code).toBe('weak_password');
    expect(checkPassword('🌍🌏🌎🗺🧭🏔')).toBe('🌍🌏🌎🗺🧭🏔');
  });

  it('accepts 72 bytes and refuses 73, measured in UTF-8 bytes', () => {
    expect(checkPassword('a'.repeat(72))).toHaveLength(72);
    const tooLong = { status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' };
    expect(refusal(() => checkPassword('a'.repeat(73)))).toEqual(tooLong);
    // 36 two-byte characters are 72 bytes; one more ASCII byte is over, though only 37 characters.
    expect(checkPassword('é'.repeat(36))).toHaveLength(36);
    expect(refusal(() => checkPassword(`${'é'.repeat(36)}a`))).toEqual(tooLong);
  });

  it('refuses a NUL character whatever the length', () => {
    const nul = 'Password cannot contain NUL characters';
    expect(refusal(() => checkPassword('ab\0')).message).toBe(nul);
    expect(refusal(() => checkPassword(`${'a'.repeat(80)}\0`)).message).toBe(nul);
  });
});

/** CachedJwtVerifier: a verified token is reused until it expires; a bad or expired one is never served from it. */
import { SignJWT } from 'jose';
import { CachedJwtVerifier, JwtError } from '../src/auth/verify-jwt';
import { secretBytes } from '../src/keys';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

function sign(claims: Record<string, unknown>, secret = SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretBytes(secret));
}

const now = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  jest.useRealTimers();
});

it('verifies a token once and serves the same claims from the cache', async () => {
  const verifier = new CachedJwtVerifier(SECRET);
  const token = await sign({ role: 'anon', exp: now() + 3600 });
  const first = await verifier.verify(token);
  expect(first).toMatchObject({ role: 'anon' });
  expect(verifier.size).toBe(1);
  expect(await verifier.verify(token)).toBe(first);
});

it('stops serving a cached token once it has expired (past the same 30 s skew)', async () => {
  const verifier = new CachedJwtVerifier(SECRET);
  const exp = now() + 60;
  const token = await sign({ role: 'authenticated', aud: 'authenticated', exp });
  await verifier.verify(token);
  jest.useFakeTimers({ now: (exp + 20) * 1000, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }); // within the skew: still valid
  await expect(verifier.verify(token)).resolves.toMatchObject({ role: 'authenticated' });
  jest.setSystemTime((exp + 31) * 1000);
  await expect(verifier.verify(token)).rejects.toMatchObject({ problem: 'expired' });
  expect(verifier.size).toBe(0);
});

it('never caches a token that fails, nor one without exp', async () => {
  const verifier = new CachedJwtVerifier(SECRET);
  const forged = await sign({ role: 'service_role', exp: now() + 3600 }, 'another-secret-of-at-least-32-characters');
  await expect(verifier.verify(forged)).rejects.toBeInstanceOf(JwtError);
  await expect(verifier.verify(forged)).rejects.toMatchObject({ problem: 'invalid' });
  const expired = await sign({ role: 'anon', exp: now() - 3600 });
  await expect(verifier.verify(expired)).rejects.toMatchObject({ problem: 'expired' });
  // A token without exp is refused outright (it would never expire).
  await expect(verifier.verify(await sign({ role: 'anon' }))).rejects.toMatchObject({ problem: 'invalid' });
  expect(verifier.size).toBe(0);
});

it('holds at most maxEntries tokens, dropping the least recently used', async () => {
  const verifier = new CachedJwtVerifier(SECRET, 2);
  const [a, b, c] = await Promise.all([1, 2, 3].map((n) => sign({ role: 'authenticated', aud: 'authenticated', sub: `user-${n}`, exp: now() + 3600 })));
  const first = await verifier.verify(a!);
  await verifier.verify(b!);
  await verifier.verify(a!); // a is now the most recently used
  await verifier.verify(c!); // evicts b
  expect(verifier.size).toBe(2);
  expect(await verifier.verify(a!)).toBe(first);
});

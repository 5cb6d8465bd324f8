/**
 * GoTrue's limits (per client address and global, 429 with Retry-After), a wrong-password streak that slows
 * one client down without locking the account, no account enumeration, and passwords measured in bytes.
 * Each "client" is its own source address (127.0.0.x), as the limits key on the socket's address.
 */
import bcrypt from 'bcryptjs';
import { FailureBackoff, RateLimiter } from '../src/auth/rate-limit';
import { startTestBackend, type TestBackend } from '../src/testing';
import { rawRequest, type RawResponse } from './helpers/raw-request';

jest.setTimeout(90_000);

/** Everything jest can fake but Date: the HTTP round trips need real timers and ticks. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

let backend: TestBackend;

function post(b: TestBackend, path: string, body: unknown, client: string): Promise<RawResponse> {
  return rawRequest(`${b.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: b.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
    localAddress: client,
  });
}

const signIn = (email: string, password: string, client: string, b = backend) => post(b, 'token?grant_type=password', { email, password }, client);

beforeAll(async () => {
  backend = await startTestBackend({
    rateLimit: { signInAttempts: 8, signUps: 4, recoveries: 4, verifications: 3, failuresBeforeBackoff: 3, emailIntervalSeconds: 60 },
  });
  await backend.createUser('admin@example.com', 'admin-password');
});

afterAll(async () => {
  await backend?.close();
});

describe('limits', () => {
  it('slows a wrong-password streak down for that client only, and never locks the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signIn('admin@example.com', `guess-${i}`, '127.0.0.11')).status);
    expect(statuses).toEqual([400, 400, 400]);
    const slowed = await signIn('admin@example.com', 'admin-password', '127.0.0.11');
    expect(slowed.status).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(JSON.parse(slowed.body)).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // The admin, from another address, is not affected.
    expect((await signIn('admin@example.com', 'admin-password', '127.0.0.12')).status).toBe(200);
    // The attacker's wait is over after Retry-After: the streak slows, it does not lock. The backend runs in this
    // process, so its clock is moved past Retry-After instead of sleeping (only Date is faked: sockets keep running).
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
    try {
      jest.setSystemTime(Date.now() + 1100);
      expect((await signIn('admin@example.com', 'admin-password', '127.0.0.11')).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('limits sign-ins per client address with 429 over_request_rate_limit and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await signIn(`nobody-${i}@example.com`, 'whatever', '127.0.0.13')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429, 429]);
    const limited = await signIn('admin@example.com', 'admin-password', '127.0.0.13');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('admin@example.com', 'admin-password', '127.0.0.14')).status).toBe(200);
  });

  it('limits sign-ups, recoveries and verifications per client address', async () => {
    const signups = [];
    for (let i = 0; i < 5; i += 1) signups.push((await post(backend, 'signup', { email: `limit-${i}@example.com`, password: 'long-enough' }, '127.0.0.15')).status);
    expect(signups).toEqual([200, 200, 200, 200, 429]);
    const recoveries = [];
    for (let i = 0; i < 5; i += 1) recoveries.push((await post(backend, 'recover', { email: `r-${i}@example.com` }, '127.0.0.16')).status);
    expect(recoveries).toEqual([200, 200, 200, 200, 429]);
    const verifications = [];
    for (let i = 0; i < 4; i += 1) verifications.push((await post(backend, 'verify', { type: 'signup', token_hash: `bogus-${i}` }, '127.0.0.17')).status);
    expect(verifications).toEqual([403, 403, 403, 429]);
  });

  it('applies global limits across clients: requests per endpoint and emails per hour', async () => {
    const global = await startTestBackend({ rateLimit: { globalRequests: 3, emailsPerHour: 2 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await signIn('x@example.com', 'whatever', `127.0.1.${i + 1}`, global)).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const mails = [];
      for (let i = 0; i < 3; i += 1) mails.push(await post(global, 'recover', { email: `m-${i}@example.com` }, `127.0.2.${i + 1}`));
      expect(mails.map((m) => m.status)).toEqual([200, 200, 429]);
      expect(JSON.parse(mails[2]?.body ?? '')).toEqual({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
    } finally {
      await global.close();
    }
  });

  it('keeps its memory bounded, however many keys pass', () => {
    const limiter = new RateLimiter(5, 60_000, 100);
    const backoff = new FailureBackoff(3, 60_000, 100);
    for (let i = 0; i < 20_000; i += 1) {
      limiter.take(`client-${i}`);
      backoff.failed(`client-${i} someone@example.com`);
    }
    expect(limiter.size).toBe(100);
    expect(backoff.size).toBe(100);
  });

  it('forgets the key used least recently, not the one seen first', () => {
    // One attempt each: a key still remembered is refused, a forgotten one starts again.
    const limiter = new RateLimiter(1, 60_000, 3);
    for (const key of ['a', 'b', 'c']) expect(limiter.take(key)).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0); // used again: now the most recent
    expect(limiter.take('d')).toBe(0); // one key too many: b goes
    expect(limiter.take('a')).toBeGreaterThan(0);
    expect(limiter.take('b')).toBe(0);

    const backoff = new FailureBackoff(1, 60_000, 3);
    for (const key of ['a', 'b', 'c']) backoff.failed(key);
    backoff.failed('a');
    backoff.failed('d');
    expect(backoff.wait('a')).toBeGreaterThan(0);
    expect(backoff.wait('b')).toBe(0);
    expect(backoff.wait('c')).toBeGreaterThan(0);
  });
});

describe('no enumeration', () => {
  /** The bcrypt hashes a sign-in compared its password with, and its answer. */
  async function signInComparisons(email: string, client: string): Promise<{ hashes: string[]; answer: string }> {
    const compare = jest.spyOn(bcrypt, 'compare');
    try {
      const response = await signIn(email, 'not-the-password', client);
      return { hashes: compare.mock.calls.map(([, hash]) => String(hash)), answer: `${response.status} ${response.body}` };
    } finally {
      compare.mockRestore();
    }
  }

  it('answers sign-in for an unknown address like a wrong password, after the same bcrypt comparison', async () => {
    const known = await signInComparisons('admin@example.com', '127.0.3.1');
    const unknown = await signInComparisons('unknown-person@example.com', '127.0.3.101');
    expect(known.answer).toBe('400 {"code":"invalid_credentials","message":"Invalid login credentials"}');
    expect(unknown.answer).toBe(known.answer);
    // The time an answer takes is its bcrypt comparison (tens of ms): an unknown address pays for one, against a
    // hash of the accounts' cost ("$2b$10$…"), so it is not answered sooner. The comparisons are asserted rather
    // than the times, which a busy machine would blur.
    expect(known.hashes).toHaveLength(1);
    expect(unknown.hashes).toHaveLength(1);
    const cost = (hash: string) => hash.split('$')[2];
    expect(cost(unknown.hashes[0] ?? '')).toBe('10');
    expect(cost(unknown.hashes[0] ?? '')).toBe(cost(known.hashes[0] ?? ''));
  });

  it('answers recover the same for known and unknown addresses, 429 included', async () => {
    const answers = [];
    for (const email of ['admin@example.com', 'stranger@example.com']) {
      const first = await post(backend, 'recover', { email }, '127.0.0.18');
      const second = await post(backend, 'recover', { email }, '127.0.0.19');
      answers.push([first.status, first.body, second.status, JSON.parse(second.body).code]);
    }
    expect(answers[0]).toEqual([200, '{}', 429, 'over_email_send_rate_limit']);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('answers sign-up the same for a confirmed address and a new one, 429 included', async () => {
    const answers = [];
    for (const email of ['admin@example.com', 'newcomer@example.com']) {
      const first = await post(backend, 'signup', { email, password: 'long-enough' }, '127.0.0.20');
      const second = await post(backend, 'signup', { email, password: 'long-enough' }, '127.0.0.21');
      answers.push([first.status, Object.keys(JSON.parse(first.body)).sort(), second.status, JSON.parse(second.body).code]);
    }
    expect(answers[0]?.[0]).toBe(200);
    expect(answers[0]?.[2]).toBe(429);
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe('passwords', () => {
  it('measures the 72-character limit in UTF-8 bytes, with GoTrue 400 validation_failed', async () => {
    const tooLong = await post(backend, 'signup', { email: 'bytes@example.com', password: 'é'.repeat(37) }, '127.0.0.22');
    expect(tooLong.status).toBe(400);
    expect(JSON.parse(tooLong.body)).toEqual({ code: 'validation_failed', message: 'Password cannot be longer than 72 characters' });
    const fits = await post(backend, 'signup', { email: 'bytes@example.com', password: 'é'.repeat(36) }, '127.0.0.22');
    expect(fits.status).toBe(200);
  });
});

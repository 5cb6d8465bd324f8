/**
 * The process behind remote-engagement/src/testing/rate-limited-backend.ts: an embedded backend with the hosted
 * default's email interval, whose rate limits read a clock that stands still until the parent moves it. Prints its
 * address and keys as one JSON line; answers "advance <seconds>" with "advanced"; closes when stdin ends.
 */
import { createInterface } from 'node:readline';
import { RateLimiter } from '@wanderpages/supabase/src/auth/rate-limit';
import { startTestBackend } from '@wanderpages/supabase/src/testing';

const emailIntervalSeconds = Number(process.argv[2] ?? 60);
const startedAt = Date.now();
let movedMs = 0;

// The limiters' clock: every rate limit this backend keeps reads the test's time, not the wall clock's.
const take = RateLimiter.prototype.take;
RateLimiter.prototype.take = function takeOnTheTestsClock(this: RateLimiter, key: string, now = startedAt + movedMs) {
  return take.call(this, key, now);
};

startTestBackend({ rateLimit: { emailIntervalSeconds } }).then(
  (backend) => {
    let closing: Promise<void> | undefined;
    const close = () => (closing ??= backend.close().then(() => process.exit(0)));
    process.on('SIGTERM', () => void close());
    createInterface({ input: process.stdin })
      .on('line', (line) => {
        const [command, seconds] = line.split(' ');
        if (command === 'advance') {
          movedMs += Number(seconds) * 1000;
          process.stdout.write('advanced\n');
        }
      })
      .on('close', () => void close());
    process.stdout.write(`${JSON.stringify({ url: backend.url, anonKey: backend.anonKey, serviceKey: backend.serviceRoleKey })}\n`);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

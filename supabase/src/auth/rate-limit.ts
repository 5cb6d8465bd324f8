export interface RateLimitOptions {
  /** Password sign-ins per client address per window (default 30, hosted's "sign-ups and sign-ins" limit). */
  signInAttempts?: number;
  /** Sign-ups per client address per window (default 30). */
  signUps?: number;
  /** /recover and /resend requests per client address per window (default 30). */
  recoveries?: number;
  /** /verify requests per client address per window (default 30, GoTrue's RATE_LIMIT_VERIFY). */
  verifications?: number;
  /** Each of those four endpoints, all clients together, per window (default 1,000). */
  globalRequests?: number;
  /** The window of the limits above, in seconds (default 300). */
  windowSeconds?: number;
  /** Minimum seconds between two confirmation/recovery emails to one address (default 60, like hosted). */
  emailIntervalSeconds?: number;
  /** Emails sent per hour, all addresses together (default 30, GoTrue's RATE_LIMIT_EMAIL_SENT). */
  emailsPerHour?: number;
  /** Wrong passwords in a row from one client for one address before that client must wait (default 5). */
  failuresBeforeBackoff?: number;
  /** The longest such wait, in seconds (default 300); it doubles from 1 s with every further failure. */
  maxBackoffSeconds?: number;
  /** Keys each limiter remembers at most; the least recently used are forgotten first (default 10,000). */
  maxTrackedKeys?: number;
}

/**
 * A sliding-window counter per key, kept in memory (a restart forgets it, as hosted's per-instance limits do).
 * Bounded: at most `maxKeys` keys (least recently used dropped) and at most `limit` timestamps per key.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Records an attempt; 0 when allowed, else the seconds until the oldest attempt leaves the window. */
  take(key: string, now = Date.now()): number {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    this.hits.delete(key);
    if (recent.length >= this.limit) {
      this.remember(key, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.remember(key, recent);
    return 0;
  }

  /** Records an attempt; false when the key is over its limit. */
  attempt(key: string, now = Date.now()): boolean {
    return this.take(key, now) === 0;
  }

  private remember(key: string, recent: number[]): void {
    this.hits.set(key, recent);
    while (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next();
      if (oldest.done) break;
      this.hits.delete(oldest.value);
    }
  }

  /** Keys remembered (for tests). */
  get size(): number {
    return this.hits.size;
  }
}

/**
 * Wrong passwords in a row, per client and address: after `threshold` of them that client waits 1 s, then
 * 2 s, 4 s … up to `maxMs` before its next try for that address. The account stays open to everyone else
 * (no lockout), and a right password clears the streak. Bounded like RateLimiter.
 */
export class FailureBackoff {
  private readonly streaks = new Map<string, { failures: number; until: number }>();

  constructor(
    private readonly threshold: number,
    private readonly maxMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Seconds this key must still wait, or 0. */
  wait(key: string, now = Date.now()): number {
    const streak = this.streaks.get(key);
    return streak && streak.until > now ? Math.ceil((streak.until - now) / 1000) : 0;
  }

  failed(key: string, now = Date.now()): void {
    const failures = (this.streaks.get(key)?.failures ?? 0) + 1;
    const over = failures - this.threshold;
    const until = over >= 0 ? now + Math.min(this.maxMs, 1000 * 2 ** Math.min(over, 30)) : 0;
    this.streaks.delete(key);
    this.streaks.set(key, { failures, until });
    while (this.streaks.size > this.maxKeys) {
      const oldest = this.streaks.keys().next();
      if (oldest.done) break;
      this.streaks.delete(oldest.value);
    }
  }

  succeeded(key: string): void {
    this.streaks.delete(key);
  }

  get size(): number {
    return this.streaks.size;
  }
}

export interface RateLimitOptions {
  /** Sign-in attempts allowed per email address per window (default 30, as hosted allows per 5 minutes). */
  signInAttempts?: number;
  /** Window for signInAttempts, in seconds (default 300). */
  windowSeconds?: number;
  /** Minimum seconds between two confirmation/recovery emails to one address (default 60, like hosted). */
  emailIntervalSeconds?: number;
}

/** A sliding-window counter per key, kept in memory (a restart forgets it, as hosted's per-instance limits do). */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; false when the key is over its limit. */
  attempt(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }
}

import type { IncomingMessage } from 'node:http';
import { errorsFor } from './api-errors';
import { FailureBackoff, RateLimiter, type RateLimitOptions } from './rate-limit';

export type LimitedEndpoint = 'signIn' | 'signUp' | 'recover' | 'verify';

/** Who is asking: the socket's address. Forwarded headers are not trusted (anyone could set them). */
export function clientKey(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * GoTrue's limits, in memory: per client address and for all clients together on sign-in, sign-up, recover and
 * verify (429 over_request_rate_limit, Retry-After); emails per hour for the whole server and per address
 * (429 over_email_send_rate_limit); and a backoff for a client that keeps getting one address's password wrong.
 */
export class AuthLimits {
  private readonly perClient: Record<LimitedEndpoint, RateLimiter>;
  private readonly global: RateLimiter;
  private readonly emails: RateLimiter;
  private readonly addressEmails: RateLimiter;
  readonly backoff: FailureBackoff;
  readonly emailIntervalSeconds: number;

  constructor(options: RateLimitOptions = {}) {
    const windowMs = (options.windowSeconds ?? 300) * 1000;
    const keys = options.maxTrackedKeys ?? 10_000;
    this.perClient = {
      signIn: new RateLimiter(options.signInAttempts ?? 30, windowMs, keys),
      signUp: new RateLimiter(options.signUps ?? 30, windowMs, keys),
      recover: new RateLimiter(options.recoveries ?? 30, windowMs, keys),
      verify: new RateLimiter(options.verifications ?? 30, windowMs, keys),
    };
    this.global = new RateLimiter(options.globalRequests ?? 1000, windowMs, 8);
    this.emails = new RateLimiter(options.emailsPerHour ?? 30, 3600 * 1000, 1);
    this.emailIntervalSeconds = options.emailIntervalSeconds ?? 60;
    this.addressEmails = new RateLimiter(1, this.emailIntervalSeconds * 1000, keys);
    this.backoff = new FailureBackoff(options.failuresBeforeBackoff ?? 5, (options.maxBackoffSeconds ?? 300) * 1000, keys);
  }

  /** Counts a request to `endpoint`; throws 429 when this client, or everyone together, is over the limit. */
  request(endpoint: LimitedEndpoint, req: IncomingMessage): void {
    const wait = this.perClient[endpoint].take(clientKey(req)) || this.global.take(endpoint);
    if (wait > 0) throw errorsFor.rateLimited(wait);
  }

  /**
   * Counts an email-sending request for `address`, whether or not the address has an account (so the answer
   * never tells): one per address per emailIntervalSeconds, and emailsPerHour for the whole server.
   */
  email(kind: string, address: string): void {
    if (this.emailIntervalSeconds > 0) {
      const wait = this.addressEmails.take(`${kind}:${address}`);
      if (wait > 0) {
        throw errorsFor.emailRateLimited(wait, `For security purposes, you can only request this after ${wait} seconds.`);
      }
    }
    const wait = this.emails.take('all');
    if (wait > 0) throw errorsFor.emailRateLimited(wait);
  }
}

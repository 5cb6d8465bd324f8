/**
 * An embedded backend of its own with the hosted default's email interval (one confirmation or reset mail per
 * address per minute), for the tests of what a visitor sees when it refuses a mail: the suite's shared backend
 * sends any number (jest/backend-global-setup.ts). Its rate limits run on a clock that stands still until the test
 * moves it (`advanceClock`), so "within the interval" and "once the interval has passed" are exact, without sleeps.
 *
 * It runs in a process of its own (jest/rate-limited-backend-child.ts): the backend's libraries do not load in a
 * jsdom test's realm (jose refuses jsdom's Uint8Array).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const EMAIL_INTERVAL_SECONDS = 60;

/** The child (TypeScript, run through tsx from the repository's root, where @wanderpages/supabase resolves). */
const CHILD = path.resolve(__dirname, '../../../jest/rate-limited-backend-child.ts');

export interface RateLimitedBackend {
  url: string;
  anonKey: string;
  /** Seconds between two mails to one address: the time `advanceClock` must move for the next one. */
  emailIntervalSeconds: number;
  /** Moves the backend's rate-limit clock on. */
  advanceClock(seconds: number): Promise<void>;
  /** A confirmed account, through the GoTrue admin API. */
  createConfirmedUser(email: string, password: string): Promise<void>;
  /** The links in the emails this backend has sent to `email`. */
  linksSentTo(email: string): Promise<string[]>;
  /** Closes the backend and waits for its process to exit. */
  stop(): Promise<void>;
}

export async function startRateLimitedBackend(): Promise<RateLimitedBackend> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, String(EMAIL_INTERVAL_SECONDS)], {
    cwd: path.resolve(__dirname, '../../..'),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async (what: string): Promise<string> => {
    const line = await Promise.race([lines.next(), exited.then(() => ({ done: true as const, value: undefined }))]);
    if (line.done) throw new Error(`The rate-limited backend exited before ${what}`);
    return line.value;
  };
  const { url, anonKey, serviceKey } = JSON.parse(await nextLine('it was ready')) as { url: string; anonKey: string; serviceKey: string };

  return {
    url,
    anonKey,
    emailIntervalSeconds: EMAIL_INTERVAL_SECONDS,
    async advanceClock(seconds) {
      child.stdin.write(`advance ${seconds}\n`);
      const answer = await nextLine('it moved its clock');
      if (answer !== 'advanced') throw new Error(`The rate-limited backend answered "${answer}" to advance`);
    },
    async createConfirmedUser(email, password) {
      const response = await fetch(`${url}/auth/v1/admin/users`, {
        method: 'POST',
        headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, email_confirm: true }),
      });
      if (!response.ok) throw new Error(`createUser(${email}) answered ${response.status}: ${await response.text()}`);
    },
    async linksSentTo(email) {
      const response = await fetch(`${url}/mailbox`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${url}/mailbox answered ${response.status}`);
      const messages = (await response.json()) as { to: string; links: string[] }[];
      return messages.filter((m) => m.to === email).flatMap((m) => m.links);
    },
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}

/**
 * The embedded backend for tests: a fresh temporary data directory (a copy of a first start's), a random port, no
 * console output, limits high enough for a test suite, and helpers that go through the real HTTP APIs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startServer, type RunningBackend, type StartOptions } from './index';
import type { MailMessage } from './mailbox/mailbox';
import { dataDirFromTemplate } from './template-data-dir';

/** What the backend at `url` has sent (its /mailbox, like the Supabase CLI's Inbucket): for tests in any process. */
export async function readMailbox(url: string): Promise<MailMessage[]> {
  const response = await fetch(`${url}/mailbox`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}/mailbox answered ${response.status}`);
  return (await response.json()) as MailMessage[];
}

export type TestBackendOptions = Omit<StartOptions, 'dataDir' | 'port' | 'quiet'> & {
  /** Reuse a directory (e.g. to test a restart); by default a new one under os.tmpdir(), removed on close. */
  dataDir?: string;
  port?: number;
  quiet?: boolean;
};

export interface TestBackend extends RunningBackend {
  /** supabase-js with the service-role key (bypasses RLS), no session persistence. */
  serviceClient(): SupabaseClient;
  /** supabase-js with the anon key, as the site makes it (but without persisting the session). */
  anonClient(): SupabaseClient;
  /** Creates a user through the GoTrue admin API; `admin` also adds its admin_users row. */
  createUser(email: string, password: string, options?: { admin?: boolean; confirmed?: boolean }): Promise<{ id: string; email: string }>;
  /** Every email sent so far, oldest first, each with its links. */
  mailbox(): Promise<MailMessage[]>;
}

/** Realtime is not served; Node 20 has no global WebSocket, and supabase-js insists on a constructor. */
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not served by the embedded backend');
  }
}

let nodeClients = 0;

/**
 * supabase-js for Node 20 tests: no session persistence, no auto refresh, realtime stubbed out. Each client keeps
 * its session in memory under a storage key of its own: by default supabase-js names the key after the backend's
 * host, the same key as the page's client in a jsdom test, and two clients on one key in a page is what GoTrue
 * warns about ("Multiple GoTrueClient instances"). A test's helper client is not the page's client.
 */
export function createNodeClient(url: string, key: string): SupabaseClient {
  nodeClients += 1;
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `wp-node-client-${nodeClients}` },
    realtime: { transport: NoRealtime as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'] },
  });
}

export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'wanderpages-supabase-'));
  // A backend of its own starts from a copy of a first start's database (template-data-dir.ts), not from initdb.
  if (ownDir && options.migrationsDir === undefined) await dataDirFromTemplate(dataDir);
  const backend = await startServer({
    ...options,
    dataDir,
    port: options.port ?? 0,
    quiet: options.quiet ?? true,
    autoconfirm: options.autoconfirm ?? false,
    allowedRedirectOrigins: options.allowedRedirectOrigins ?? ['http://localhost:*', 'http://127.0.0.1:*'],
    // jsdom pages (http://localhost) and the e2e apps (ports 4300–4303) call it from the browser.
    corsOrigins: options.corsOrigins ?? ['http://localhost:*', 'http://127.0.0.1:*'],
    rateLimit: {
      signInAttempts: 10_000,
      signUps: 10_000,
      recoveries: 10_000,
      verifications: 10_000,
      globalRequests: 100_000,
      windowSeconds: 60,
      emailIntervalSeconds: 0,
      emailsPerHour: 100_000,
      failuresBeforeBackoff: 10_000,
      ...options.rateLimit,
    },
  });
  const serviceClient = () => createNodeClient(backend.url, backend.serviceRoleKey);
  return {
    ...backend,
    serviceClient,
    anonClient: () => createNodeClient(backend.url, backend.anonKey),
    async createUser(email, password, { admin = false, confirmed = true } = {}) {
      const service = serviceClient();
      const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: confirmed });
      if (error || !data.user) throw new Error(`createUser(${email}) failed: ${error?.message ?? 'no user'}`);
      if (admin) {
        const { error: adminError } = await service.from('admin_users').insert({ user_id: data.user.id });
        if (adminError) throw new Error(`admin_users insert for ${email} failed: ${adminError.message}`);
      }
      return { id: data.user.id, email: data.user.email ?? email };
    },
    mailbox: () => readMailbox(backend.url),
    async close() {
      await backend.close();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

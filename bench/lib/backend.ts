/**
 * The embedded backend (supabase/src/testing.ts) on a fresh data directory, in a process of its own (see
 * startBackend), an admin user, and a service-role PostgREST client for arranging data.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from '../../scripts/lib/apps';
import { startTsxChild } from './tsx-child';

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  createUser(email: string, password: string, options: { admin: boolean; confirmed: boolean }): Promise<unknown>;
  close(): Promise<void>;
}

type StartTestBackend = (options: { autoconfirm: boolean }) => Promise<Backend>;

export const BENCH_ADMIN = { email: 'admin.bench@wanderpages.test', password: 'bench-Admin-passphrase' };

/** Loaded at run time so the harness typechecks and builds even while the backend package is in progress. */
async function startInProcess(): Promise<Backend> {
  const file = pathToFileURL(path.join(rootDir, 'supabase', 'src', 'testing.ts')).href;
  const mod = (await import(file)) as { startTestBackend?: StartTestBackend };
  if (typeof mod.startTestBackend !== 'function') throw new Error('supabase/src/testing.ts does not export startTestBackend');
  return mod.startTestBackend({ autoconfirm: false });
}

/**
 * supabase/src/cli/serve-test.ts in a child process: the backend gets an event loop of its own, as with
 * `npm start` or `npm run dev`, where its clients are browsers elsewhere. In the bench's own process the 500
 * fetch() clients of the burst and the server took turns on one thread, so each request's latency included the
 * other clients' work. It exits when this process does (its stdin closes).
 */
async function startChild(): Promise<Backend> {
  const entry = path.join(rootDir, 'supabase', 'src', 'cli', 'serve-test.ts');
  const server = await startTsxChild(entry, 'the backend process', rootDir);
  const info = JSON.parse(server.line) as { url: string; anonKey: string; serviceRoleKey: string };
  const service = { apikey: info.serviceRoleKey, authorization: `Bearer ${info.serviceRoleKey}`, 'content-type': 'application/json' };
  return {
    ...info,
    async createUser(email, password, { admin, confirmed }) {
      const created = await fetch(`${info.url}/auth/v1/admin/users`, {
        method: 'POST',
        headers: service,
        body: JSON.stringify({ email, password, email_confirm: confirmed }),
      });
      await expectOk(created, `creating ${email}`);
      const user = (await created.json()) as { id: string };
      if (admin) {
        const row = await fetch(`${info.url}/rest/v1/admin_users`, {
          method: 'POST',
          headers: { ...service, prefer: 'return=minimal' },
          body: JSON.stringify({ user_id: user.id }),
        });
        await expectOk(row, `making ${email} an admin`);
      }
      return user;
    },
    close: () => server.stop(),
  };
}

/** BENCH_BACKEND=in-process runs the backend in the bench's process, as the bench did before (for comparison). */
export async function startBackend(): Promise<Backend> {
  const backend = process.env.BENCH_BACKEND === 'in-process' ? await startInProcess() : await startChild();
  await backend.createUser(BENCH_ADMIN.email, BENCH_ADMIN.password, { admin: true, confirmed: true });
  return backend;
}

/**
 * PostgREST with the service-role key (bypasses RLS), over plain fetch: supabase-js in Node 20 insists on a
 * WebSocket implementation for its realtime client, which the bench does not need.
 */
export interface Service {
  url: string;
  headers: Record<string, string>;
}

export function serviceClient(backend: Backend): Service {
  return {
    url: `${backend.url}/rest/v1/newsletter_signups`,
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
  };
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
}

export async function countSignups(service: Service): Promise<number> {
  const response = await fetch(`${service.url}?select=id`, { method: 'HEAD', headers: { ...service.headers, prefer: 'count=exact' } });
  await expectOk(response, 'counting signups');
  const total = response.headers.get('content-range')?.split('/')[1];
  if (total === undefined || total === '*') throw new Error('counting signups: no total in Content-Range');
  return Number(total);
}

export async function clearSignups(service: Service): Promise<void> {
  const response = await fetch(`${service.url}?id=neq.00000000-0000-0000-0000-000000000000`, {
    method: 'DELETE',
    headers: { ...service.headers, prefer: 'return=minimal' },
  });
  await expectOk(response, 'clearing signups');
}

/** `total` signups in bulk inserts of `batch` rows, created_at spread evenly over the last 60 days. */
export async function seedSignups(service: Service, total: number, batch = 5000): Promise<number> {
  const now = Date.now();
  const span = 60 * 24 * 3600 * 1000;
  const started = performance.now();
  for (let offset = 0; offset < total; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, total - offset) }, (_, i) => {
      const n = offset + i;
      return {
        email: `reader.${n}@bench.example.com`,
        source: n % 3 === 0 ? 'chatbot' : 'homepage_newsletter',
        created_at: new Date(now - Math.floor((n / total) * span)).toISOString(),
      };
    });
    const response = await fetch(service.url, {
      method: 'POST',
      headers: { ...service.headers, prefer: 'return=minimal' },
      body: JSON.stringify(rows),
    });
    await expectOk(response, `seeding signups at ${offset}`);
  }
  return (performance.now() - started) / 1000;
}

/**
 * The admins, through their real entry points on temporary data directories: the default admin a first start
 * creates (ensureDefaultAdmin, in startServer), and `npm run admin:create` (src/cli/admin-create.ts) run as a
 * child process, with the backend stopped (it opens the database and calls makeAdmin) and running (it goes
 * through the admin API and upserts admin_users).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataDirFromTemplate } from '../src/template-data-dir';
import { startTestBackend, type TestBackend } from '../src/testing';

jest.setTimeout(180_000);

const CLI = path.join(__dirname, '../src/cli/admin-create.ts');
const dirs: string[] = [];

function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `wanderpages-${name}-`));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `npm run admin:create -- <args>` on `dataDir`: its exit code and output. */
function adminCreate(dataDir: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, SUPABASE_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function signIn(backend: TestBackend, email: string, password: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Each admin_users row's user, by the user's email, as the service role sees them. */
async function adminEmails(backend: TestBackend): Promise<string[]> {
  const service = backend.serviceClient();
  const { data: rows, error } = await service.from('admin_users').select('user_id');
  if (error) throw new Error(error.message);
  const { data } = await service.auth.admin.listUsers({ perPage: 1000 });
  const emails = new Map(data.users.map((u) => [u.id, u.email]));
  return (rows as { user_id: string }[]).map((r) => emails.get(r.user_id) ?? r.user_id).sort();
}

async function signUpUnconfirmed(backend: TestBackend, email: string, password: string): Promise<void> {
  const { error } = await backend.anonClient().auth.signUp({ email, password });
  expect(error).toBeNull();
  expect((await signIn(backend, email, password)).body.code).toBe('email_not_confirmed');
}

describe('the default admin', () => {
  it('is created on the first start with its password saved (0600), and left as it is by the next start', async () => {
    const dir = tempDir('first-start');
    const passwordFile = path.join(dir, 'admin-password.txt');

    const first = await startTestBackend({ dataDir: dir });
    const password = first.admin.password ?? 'none returned';
    try {
      expect(first.admin).toEqual({ email: 'admin@wanderpages.local', passwordFile, password: expect.stringMatching(/^[\w-]{20}$/) });
      expect(readFileSync(passwordFile, 'utf8')).toBe(`${password}\n`);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);

      const signedIn = await signIn(first, 'admin@wanderpages.local', password);
      expect(signedIn.status).toBe(200);
      // An admin as the policies see it: the user reads its own admin_users row.
      const own = await fetch(`${first.url}/rest/v1/admin_users?select=user_id`, {
        headers: { apikey: first.anonKey, authorization: `Bearer ${String(signedIn.body.access_token)}` },
      });
      expect(await own.json()).toEqual([{ user_id: (signedIn.body.user as { id: string }).id }]);
    } finally {
      await first.close();
    }

    const second = await startTestBackend({ dataDir: dir });
    try {
      expect(second.admin).toEqual({ email: 'admin@wanderpages.local', passwordFile });
      expect(readFileSync(passwordFile, 'utf8')).toBe(`${password}\n`);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect((await signIn(second, 'admin@wanderpages.local', password)).status).toBe(200);
      expect(await adminEmails(second)).toEqual(['admin@wanderpages.local']);
    } finally {
      await second.close();
    }
  });
});

describe('admin:create', () => {
  it('with the backend stopped: creates or confirms the user, sets only a given password, and adds one admin row', async () => {
    const dir = tempDir('admin-create-stopped');
    await dataDirFromTemplate(dir);
    const before = await startTestBackend({ dataDir: dir });
    try {
      await signUpUnconfirmed(before, 'pending@example.com', 'signup-password');
      await before.createUser('existing@example.com', 'existing-password');
    } finally {
      await before.close();
    }

    expect(await adminCreate(dir, 'Editor@Example.com', 'editor-password')).toEqual({ code: 0, stdout: 'editor@example.com is an admin (new, confirmed user).\n', stderr: '' });
    expect(await adminCreate(dir, 'editor@example.com')).toEqual({
      code: 0,
      stdout: 'editor@example.com is an admin.\nThe user already existed and keeps its password.\n',
      stderr: '',
    });
    expect(await adminCreate(dir, 'pending@example.com', 'pending-password')).toEqual({ code: 0, stdout: 'pending@example.com is an admin.\n', stderr: '' });
    expect(await adminCreate(dir, 'existing@example.com')).toEqual({
      code: 0,
      stdout: 'existing@example.com is an admin.\nThe user already existed and keeps its password.\n',
      stderr: '',
    });
    const generated = await adminCreate(dir, 'generated@example.com');
    expect(generated).toEqual({ code: 0, stdout: expect.any(String), stderr: '' });
    const [created, told, ...rest] = generated.stdout.split('\n');
    expect([created, rest]).toEqual(['generated@example.com is an admin (new, confirmed user).', ['']]);
    const generatedPassword = /^Generated password: ([\w-]{20})$/.exec(told ?? '')?.[1] ?? 'none printed';

    const after = await startTestBackend({ dataDir: dir });
    try {
      expect((await signIn(after, 'editor@example.com', 'editor-password')).status).toBe(200);
      expect((await signIn(after, 'pending@example.com', 'pending-password')).status).toBe(200);
      expect((await signIn(after, 'pending@example.com', 'signup-password')).body.code).toBe('invalid_credentials');
      expect((await signIn(after, 'existing@example.com', 'existing-password')).status).toBe(200);
      expect((await signIn(after, 'generated@example.com', generatedPassword)).status).toBe(200);
      expect(await adminEmails(after)).toEqual(['admin@wanderpages.local', 'editor@example.com', 'existing@example.com', 'generated@example.com', 'pending@example.com']);
    } finally {
      await after.close();
    }
  });

  it('with the backend running: goes through its admin API, and running it twice leaves one admin row', async () => {
    const dir = tempDir('admin-create-running');
    await dataDirFromTemplate(dir);
    const backend = await startTestBackend({ dataDir: dir });
    try {
      await signUpUnconfirmed(backend, 'waiting@example.com', 'signup-password');
      const via = `through the running backend at ${backend.url}.`;

      expect(await adminCreate(dir, 'waiting@example.com', 'waiting-password')).toEqual({ code: 0, stdout: `waiting@example.com is an admin, ${via}\n`, stderr: '' });
      expect(await adminCreate(dir, 'waiting@example.com')).toEqual({
        code: 0,
        stdout: `waiting@example.com is an admin, ${via}\nThe user already existed and keeps its password.\n`,
        stderr: '',
      });
      const generated = await adminCreate(dir, 'fresh@example.com');
      expect(generated).toEqual({ code: 0, stdout: expect.any(String), stderr: '' });
      const [created, told, ...rest] = generated.stdout.split('\n');
      expect([created, rest]).toEqual([`fresh@example.com is an admin (new, confirmed user), ${via}`, ['']]);
      const generatedPassword = /^Generated password: ([\w-]{20})$/.exec(told ?? '')?.[1] ?? 'none printed';

      expect((await signIn(backend, 'waiting@example.com', 'waiting-password')).status).toBe(200);
      expect((await signIn(backend, 'fresh@example.com', generatedPassword)).status).toBe(200);
      expect(await adminEmails(backend)).toEqual(['admin@wanderpages.local', 'fresh@example.com', 'waiting@example.com']);
    } finally {
      await backend.close();
    }
  });
});

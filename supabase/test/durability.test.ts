/**
 * Crash durability: a signup acknowledged with 201 survives a kill -9 of the server process and a restart.
 * Also checks that concurrent requests are all answered (the queue serialises them without losing any).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

jest.setTimeout(120_000);

interface Child {
  process: ChildProcess;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

const SERVE = path.join(__dirname, 'fixtures/serve-child.ts');

function startChild(dataDir: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], { env: { ...process.env, SUPABASE_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`backend exited early with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const info = JSON.parse(line) as Omit<Child, 'process'>;
      resolve({ ...info, process: child });
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

let dataDir: string;
let current: Child | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'wanderpages-crash-'));
});

afterAll(async () => {
  if (current && current.process.exitCode === null) {
    current.process.kill('SIGTERM');
    await stopped(current.process);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function insert(child: Child, email: string): Promise<number> {
  try {
    const response = await fetch(`${child.url}/rest/v1/newsletter_signups`, {
      method: 'POST',
      headers: { apikey: child.anonKey, authorization: `Bearer ${child.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, source: 'homepage_newsletter' }),
    });
    return response.status;
  } catch {
    return 0; // the connection died with the process: not acknowledged
  }
}

it('keeps every acknowledged signup across kill -9 and a restart', async () => {
  current = await startChild(dataDir);
  const first = current;
  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  // One process (node --import tsx, not the tsx wrapper), so SIGKILL hits the server itself. Eight concurrent senders; the process is killed once 150 signups are acknowledged, mid-stream.
  const sender = async (lane: number) => {
    while (!killed) {
      sent += 1;
      const email = `crash.${lane}.${sent}@example.com`;
      const status = await insert(first, email);
      if (status === 201) acknowledged.push(email);
      if (acknowledged.length >= 150 && !killed) {
        killed = true;
        first.process.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, lane) => sender(lane)));
  await stopped(first.process);
  expect(first.process.signalCode).toBe('SIGKILL');

  current = await startChild(dataDir);
  const response = await fetch(`${current.url}/rest/v1/newsletter_signups?select=email`, {
    headers: { apikey: current.anonKey, authorization: `Bearer ${current.serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  const stored = new Set(((await response.json()) as { email: string }[]).map((r) => r.email));
  const lost = acknowledged.filter((email) => !stored.has(email));
  expect(lost).toEqual([]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(150);

  // The restarted server answers a burst of concurrent requests, every one of them.
  const burst = await Promise.all(Array.from({ length: 200 }, (_, i) => insert(current!, `burst.${i}@example.com`)));
  expect(burst.filter((s) => s === 201)).toHaveLength(200);
  current.process.kill('SIGTERM');
  await stopped(current.process);
  expect(current.process.exitCode).toBe(0);
});

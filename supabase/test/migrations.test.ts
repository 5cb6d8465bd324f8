/** Migrations apply from scratch, in order, once: a second start applies nothing twice; a new file is picked up. */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Database } from '../src/db/database';
import { listMigrations, MIGRATIONS_DIR } from '../src/db/migrate';
import { startTestBackend } from '../src/testing';

jest.setTimeout(120_000);

let dir: string;
let migrations: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'wanderpages-migrate-'));
  migrations = mkdtempSync(path.join(tmpdir(), 'wanderpages-migrations-'));
  cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(migrations, { recursive: true, force: true });
});

it('applies every migration from scratch, then nothing twice, then only a new one', async () => {
  const versions = listMigrations().map((m) => m.version);
  expect(versions.length).toBeGreaterThan(0);

  const first = await startTestBackend({ dataDir: dir, migrationsDir: migrations });
  expect(first.appliedMigrations).toEqual(versions);
  expect(first.admin.password).toEqual(expect.any(String));
  await first.close();

  const second = await startTestBackend({ dataDir: dir, migrationsDir: migrations });
  expect(second.appliedMigrations).toEqual([]);
  // The default admin is created once, on the empty database only.
  expect(second.admin.password).toBeUndefined();
  await second.close();

  writeFileSync(path.join(migrations, '29990101000000_extra.sql'), 'create table public.extra (id int primary key);\n');
  const third = await startTestBackend({ dataDir: dir, migrationsDir: migrations });
  expect(third.appliedMigrations).toEqual(['29990101000000']);
  const { error, status } = await third.serviceClient().from('extra').select('*');
  expect(error).toBeNull();
  expect(status).toBe(200);
  await third.close();

  const db = await Database.open(path.join(dir, 'pgdata'));
  const rows = await db.transaction((tx) => tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version'));
  await db.close();
  expect(rows.rows.map((r) => r.version)).toEqual([...versions, '29990101000000']);
});

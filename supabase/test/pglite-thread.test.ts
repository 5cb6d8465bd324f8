/**
 * PGlite on its worker thread (src/db/pglite-thread.ts, src/db/pglite-worker.mjs): this thread's event loop runs on
 * while Postgres executes; rows, errors and notices cross the thread intact; a worker that dies fails every pending
 * and later call instead of leaving it hanging; close() ends the worker, so a process that opened a Database exits.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { messages, TransactionAbortedError } from '@electric-sql/pglite';
import { Database, PgError, type Tx, type Write } from '../src/db/database';
import { isPgError } from '../src/rest/pg-errors';
import { dataDirFromTemplate } from '../src/template-data-dir';

jest.setTimeout(120_000);

let dir: string;
let db: Database;

/** The worker PGlite runs on (private to Database and PgliteThread: the tests kill it or watch it exit). */
function workerOf(database: Database): Worker {
  return database['pg']['worker'];
}

/** A cluster of its own, copied from the migrated template (faster than an initdb). */
async function pgdata(name: string): Promise<string> {
  await dataDirFromTemplate(path.join(dir, name));
  return path.join(dir, name, 'pgdata');
}

function insertInto(table: string, value: string): Write {
  return { settings: {}, sql: `insert into public.${table} (x) values ($1)`, param: value, result: 'count' };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'wanderpages-thread-'));
  db = await Database.open(await pgdata('main'));
  await db.exec(`
    create table public.items (id int primary key, x text not null constraint x_short check (length(x) < 10));
    create table public.log (x text);
  `);
});

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('keeps serving this thread while a query runs: a 10 ms timer fires before a 300 ms pg_sleep ends', async () => {
  const events: string[] = [];
  const sleeping = db.transaction(async (tx) => {
    await tx.query('select pg_sleep(0.3)');
    events.push('query done');
  });
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      events.push('timer');
      resolve();
    }, 10),
  );
  await Promise.all([sleeping, timer]);
  expect(events).toEqual(['timer', 'query done']);
});

it('returns the values PGlite parses: dates, numbers, JSON, bytea, arrays, nulls, affectedRows and fields', async () => {
  const { inserted, result } = await db.transaction(async (tx) => ({
    inserted: await tx.query('insert into public.items (id, x) values (1, $1), (2, $2)', ['one', 'two']),
    result: await tx.query<Record<string, unknown>>(
      `select timestamptz '2026-01-02 03:04:05.678+00' as at, count(*) over () as n, 2.5::float8 as f, 12.30::numeric as dec,
              $1::jsonb as doc, '\\x0102'::bytea as bytes, array[1, 2] as ints, null::text as nothing, $2::bigint as big
       from public.items where id = 1`,
      [{ nested: [1, 'a', null] }, 9007199254740993n],
    ),
  }));
  await db.exec('delete from public.items');
  expect(inserted.affectedRows).toBe(2);
  const row = result.rows[0] ?? {};
  // Rows cross by structured clone, from the worker's realm: compare by kind, not instanceof.
  expect(Object.prototype.toString.call(row.at)).toBe('[object Date]');
  expect((row.at as Date).toISOString()).toBe('2026-01-02T03:04:05.678Z');
  expect(row).toMatchObject({ n: 1, f: 2.5, dec: '12.30', doc: { nested: [1, 'a', null] }, ints: [1, 2], nothing: null });
  expect(Object.prototype.toString.call(row.bytes)).toBe('[object Uint8Array]');
  expect([...(row.bytes as Uint8Array)]).toEqual([1, 2]);
  expect(String(row.big)).toMatch(/^900719925474099[23]$/); // int8 comes back as a JS number, as PGlite parses it
  expect(result.fields).toEqual(expect.arrayContaining([{ name: 'at', dataTypeID: 1184 }, { name: 'doc', dataTypeID: 3802 }]));
});

it('rejects with the same error PGlite throws, every field kept: SQLSTATE, detail, hint, constraint, …', async () => {
  const duplicate = await db
    .transaction(async (tx) => {
      await tx.query("insert into public.items (id, x) values (1, 'a')");
      await tx.query("insert into public.items (id, x) values (1, 'b')");
    })
    .catch((error: unknown) => error);
  expect(duplicate).toBeInstanceOf(Error);
  expect(duplicate).toBeInstanceOf(messages.DatabaseError);
  expect(duplicate).toMatchObject({
    name: 'error',
    severity: 'ERROR',
    code: '23505',
    message: 'duplicate key value violates unique constraint "items_pkey"',
    detail: 'Key (id)=(1) already exists.',
    schema: 'public',
    table: 'items',
    constraint: 'items_pkey',
    query: "insert into public.items (id, x) values (1, 'b')",
    params: [],
  });
  expect(isPgError(duplicate)).toBe(true);
  expect((duplicate as Error).stack).toMatch(/duplicate key value/);

  const raised = await db
    .transaction((tx) => tx.exec("do $$ begin raise exception 'no way' using errcode = 'P0001', detail = 'the detail', hint = 'the hint'; end $$"))
    .catch((error: unknown) => error);
  expect(raised).toMatchObject({ code: 'P0001', message: 'no way', detail: 'the detail', hint: 'the hint', where: expect.stringMatching(/PL\/pgSQL/) });

  const check = await db.transaction((tx) => tx.query('insert into public.items (id, x) values ($1, $2)', [3, 'far too long'])).catch((error: unknown) => error);
  expect(check).toMatchObject({ code: '23514', constraint: 'x_short', params: [3, 'far too long'] });

  // A query that failed inside work that swallowed the error: COMMIT rolls back, as PGlite reports it (25P02).
  const aborted = await db
    .transaction(async (tx) => {
      await tx.query('select 1/0').catch(() => undefined);
      return 'committed?';
    })
    .catch((error: unknown) => error);
  expect(aborted).toBeInstanceOf(TransactionAbortedError);
  expect(aborted).toMatchObject({ code: '25P02', message: 'Transaction was rolled back instead of committed' });

  // A write of a group still rejects with its own PgError.
  await db.exec("insert into public.items (id, x) values (7, 'seven')");
  const again = await db.write({ settings: {}, sql: 'insert into public.items (id, x) values (7, $1)', param: 'again', result: 'count' }).catch((error: unknown) => error);
  expect(again).toBeInstanceOf(PgError);
  expect(again).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "items_pkey"', detail: 'Key (id)=(7) already exists.' });
  await db.exec('delete from public.items');
});

it('passes NOTICEs and WARNINGs to onNotice before the statement resolves', async () => {
  const seen: string[] = [];
  await db.transaction(async (tx) => {
    await tx.exec("do $$ begin raise notice 'first'; raise warning 'second'; end $$", { onNotice: (notice) => seen.push(`${notice.severity} ${notice.message}`) });
    seen.push('resolved');
  });
  expect(seen).toEqual(['NOTICE first', 'WARNING second', 'resolved']);
});

it('refuses a transaction object used after its transaction ended', async () => {
  let kept: Tx | undefined;
  await db.transaction(async (tx) => {
    kept = tx;
  });
  await expect(kept?.query('select 1')).rejects.toThrow('Transaction is closed');
});

it('rejects every pending and later call when the worker dies, and still closes', async () => {
  const other = await Database.open(await pgdata('dies'));
  await other.exec('create table public.log (x text)');
  const worker = workerOf(other);
  const started: string[] = [];
  const running = other.transaction(async (tx) => {
    started.push('running');
    await tx.query('select pg_sleep(30)');
  });
  const queued = other.transaction((tx) => tx.query('select 1'));
  const write = other.write(insertInto('log', 'lost'));
  const script = other.exec('select 1');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(started).toEqual(['running']);
  await worker.terminate();

  const dead = /The database worker \(PGlite\) exited \(code 1\); this database cannot be used any more/;
  await expect(running).rejects.toThrow(dead);
  await expect(queued).rejects.toThrow(dead);
  await expect(write).rejects.toThrow(dead);
  await expect(script).rejects.toThrow(dead);
  await expect(other.transaction((tx) => tx.query('select 1'))).rejects.toThrow(dead);
  await expect(other.write(insertInto('log', 'later'))).rejects.toThrow(dead);
  await expect(other.close()).resolves.toBeUndefined();
});

it('fails every call when the worker throws outside any call, as an uncaught error ends it', async () => {
  const other = await Database.open(await pgdata('throws'));
  workerOf(other).postMessage(null); // not a request: reading its id throws in the worker, outside any call
  const running = other.transaction((tx) => tx.query('select 1'));
  const failed = /^The database worker \(PGlite\) failed: .*; this database cannot be used any more$/;
  await expect(running).rejects.toThrow(failed);
  await expect(other.exec('select 1')).rejects.toThrow(failed);
  await expect(other.close()).resolves.toBeUndefined();
});

it('ends the worker on close()', async () => {
  const other = await Database.open(await pgdata('closes'));
  const exits: number[] = [];
  workerOf(other).once('exit', (code) => exits.push(code));
  await other.close();
  expect(exits).toHaveLength(1);
  await expect(other.exec('select 1')).rejects.toThrow('The database is closed');
});

it('lets a process exit that failed to open a Database, closed one and left one idle, under node --import tsx', async () => {
  const notADirectory = path.join(dir, 'a-file');
  writeFileSync(notADirectory, 'not a cluster');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures/open-close-child.ts'), notADirectory, await pgdata('closed'), await pgdata('left-open')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A worker left running would keep the child alive: give it a minute, then kill it (and fail).
  const killer = setTimeout(() => child.kill(), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(killer);
  expect({ code, output: output.trim() }).toEqual({ code: 0, output: 'failed to open: refused\n[{"answer":42}]\nclosed\nleft open' });
});

it('has a worker module that passes the type checker (tsconfig.json checks no .mjs: its JSDoc types are checked here)', async () => {
  const root = path.resolve(__dirname, '../..');
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const flags = ['--noEmit', '--allowJs', '--checkJs', '--strict', '--noUncheckedIndexedAccess', '--target', 'ES2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--skipLibCheck', '--types', 'node'];
  const child = spawn(process.execPath, [tsc, ...flags, path.join(__dirname, '../src/db/pglite-worker.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect({ code, output }).toEqual({ code: 0, output: '' });
});

/**
 * The schema cache's answer to "may inserts from different requests into this table run as one statement?"
 * (Catalog.insertsBatchable, used by the REST handler for Database.write batches): not when anything in the
 * database reads the request's headers or cookies, which differ from request to request, nor for a table with a
 * statement-level trigger, which would fire once for the batch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Database } from '../src/db/database';
import { bootstrap, migrate } from '../src/db/migrate';
import { Catalog } from '../src/rest/catalog';
import type { ParsedQuery } from '../src/rest/parse-query';
import { parsePrefer } from '../src/rest/request';
import { upsertPlan } from '../src/rest/upsert';

jest.setTimeout(60_000);

let dir: string;
let db: Database;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'wanderpages-catalog-'));
  db = await Database.open(path.join(dir, 'pgdata'));
  await bootstrap(db);
  await migrate(db);
});

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Catalog.insertsBatchable', () => {
  async function batchable(): Promise<Record<string, boolean>> {
    const catalog = await Catalog.load(db);
    return { newsletter_signups: catalog.insertsBatchable('newsletter_signups'), admin_users: catalog.insertsBatchable('admin_users') };
  }

  it('allows batches for the project schema as migrated', async () => {
    expect(await batchable()).toEqual({ newsletter_signups: true, admin_users: true });
  });

  it('refuses them everywhere while a function reads request.headers', async () => {
    await db.exec(`create function public.user_agent() returns text language sql stable as $$ select current_setting('request.headers', true)::json ->> 'user-agent' $$;`);
    expect(await batchable()).toEqual({ newsletter_signups: false, admin_users: false });
    await db.exec('drop function public.user_agent();');
    expect(await batchable()).toEqual({ newsletter_signups: true, admin_users: true });
  });

  it('refuses them while a policy or a column default reads request.cookies or request.headers', async () => {
    await db.exec(`create policy "Cookie check" on public.newsletter_signups for insert to anon with check (current_setting('request.cookies', true) is null);`);
    expect(await batchable()).toEqual({ newsletter_signups: false, admin_users: false });
    await db.exec('drop policy "Cookie check" on public.newsletter_signups;');
    await db.exec(`alter table public.newsletter_signups add column referer text default current_setting('request.headers', true);`);
    expect(await batchable()).toEqual({ newsletter_signups: false, admin_users: false });
    await db.exec('alter table public.newsletter_signups drop column referer;');
    expect(await batchable()).toEqual({ newsletter_signups: true, admin_users: true });
  });

  it('refuses them for a table with a statement-level trigger, and only for it', async () => {
    await db.exec(`
      create function public.noop() returns trigger language plpgsql as $$ begin return null; end $$;
      create trigger per_statement after insert on public.newsletter_signups for each statement execute function public.noop();
      create trigger per_row after insert on public.admin_users for each row execute function public.noop();
    `);
    expect(await batchable()).toEqual({ newsletter_signups: false, admin_users: true });
    await db.exec('drop trigger per_statement on public.newsletter_signups; drop trigger per_row on public.admin_users; drop function public.noop();');
    expect(await batchable()).toEqual({ newsletter_signups: true, admin_users: true });
  });
});

/*
 * An upsert without ?on_conflict= conflicts on the primary key (PostgREST's Plan.mutatePlan: fromMaybe pkCols
 * qsOnConflict); a table without one (or a view) is simply inserted into, and the resolution is not reported as
 * applied. rest-upsert.test.ts shows the first over HTTP; the project's tables all have a key, so the second is here.
 */
describe('Catalog.primaryKey and the upsert it makes', () => {
  const merge = parsePrefer('resolution=merge-duplicates');
  const noQuery: ParsedQuery = { select: null, filters: [], order: [] };

  it('gives each table its primary key in the key order, and none for a view or a table without one', async () => {
    await db.exec(`
      create table public.pk_pair (b int, a int, note text, primary key (a, b));
      create table public.pk_none (note text);
      create view public.pk_view as select note from public.pk_none;
    `);
    const catalog = await Catalog.load(db);
    expect(catalog.primaryKey('newsletter_signups')).toEqual(['id']);
    expect(catalog.primaryKey('pk_pair')).toEqual(['a', 'b']);
    expect(catalog.primaryKey('pk_none')).toEqual([]);
    expect(catalog.primaryKey('pk_view')).toEqual([]);

    expect(upsertPlan('pk_pair', ['a', 'b', 'note'], noQuery, merge, catalog)).toMatchObject({
      clause: expect.stringMatching(/^ on conflict \("a", "b"\) do update set "a" = excluded\."a", "b" = excluded\."b", "note" = excluded\."note" where /),
      applied: true,
      countsUpdates: true,
    });
    expect(upsertPlan('pk_none', ['note'], noQuery, merge, catalog)).toEqual({ clause: '', applied: false, countsUpdates: false });
    expect(upsertPlan('pk_view', ['note'], noQuery, parsePrefer('resolution=ignore-duplicates'), catalog)).toEqual({ clause: '', applied: false, countsUpdates: false });
    await db.exec('drop view public.pk_view; drop table public.pk_none; drop table public.pk_pair;');
  });
});

/**
 * Supabase's database linter (splinter, https://github.com/supabase/splinter) against the migrated schema: its
 * lint SQL, unchanged, is in fixtures/splinter/ with its licence. Every security lint that applies to what the
 * migrations create runs here; a WARN fails the test.
 *
 * Hosted projects start with pg_graphql enabled, which PGlite cannot load. The test registers a stand-in for it in
 * pg_extension before the migrations run, so the database starts as a hosted one does: lints 0026/0027 then run
 * as they would there, and the migration that disables GraphQL (the site does not use it) is what clears 0027.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Database } from '../src/db/database';
import { bootstrap, migrate } from '../src/db/migrate';

jest.setTimeout(60_000);

const FIXTURES = path.join(__dirname, 'fixtures', 'splinter');
/** What signed-in users would see in the GraphQL schema if pg_graphql were enabled again (they must SELECT these). */
const VISIBLE_IF_GRAPHQL_ENABLED = [
  'pg_graphql_authenticated_table_exposed_public_admin_users',
  'pg_graphql_authenticated_table_exposed_public_contact_messages',
  'pg_graphql_authenticated_table_exposed_public_newsletter_signups',
];

let dir: string;
let db: Database;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'wanderpages-splinter-'));
  db = await Database.open(path.join(dir, 'pgdata'));
  await bootstrap(db);
  await db.exec(graphqlStandIn(999_999));
  await migrate(db);
  await db.exec('create schema lint;');
  for (const file of readdirSync(FIXTURES).filter((f) => f.endsWith('.sql'))) {
    const sql = readFileSync(path.join(FIXTURES, file), 'utf8');
    await db.exec(sql);
  }
});

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A pg_extension row named pg_graphql, as hosted has (the lints only ask whether it exists). */
function graphqlStandIn(oid: number): string {
  return `insert into pg_catalog.pg_extension (oid, extname, extowner, extnamespace, extrelocatable, extversion)
    values (${oid}, 'pg_graphql', 10, 'pg_catalog'::regnamespace, false, 'stand-in')`;
}

class Rollback {
  constructor(readonly value: unknown) {}
}

interface Finding {
  name: string;
  level: string;
  detail: string;
  cache_key: string;
}

/**
 * The embedded server's own session function (pg_temp.wanderpages_write_group, src/sql/write-group-function.sql)
 * is not part of the migrations and never exists on a hosted project: findings about pg_temp schemas are not
 * about the schema under test.
 */
const ABOUT_THE_EMBEDDED_SESSION = /_pg_temp_\d+_/;

async function findings(): Promise<Finding[]> {
  return db.transaction(async (tx) => {
    // What hosted PostgREST exposes; lints 0028/0029 read it.
    await tx.query("select set_config('pgrst.db_schemas', 'public, graphql_public', true)");
    const views = await tx.query<{ name: string }>("select table_name as name from information_schema.views where table_schema = 'lint' order by 1");
    const all: Finding[] = [];
    for (const view of views.rows) {
      const rows = await tx.query<Finding>(`select name, level, detail, cache_key from lint."${view.name}"`);
      all.push(...rows.rows);
    }
    return all.filter((f) => !ABOUT_THE_EMBEDDED_SESSION.test(f.cache_key));
  });
}

it('runs every fixture lint, including 0026-0029', async () => {
  const views = await db.transaction((tx) => tx.query<{ n: number }>("select count(*)::int as n from information_schema.views where table_schema = 'lint'"));
  expect(views.rows[0]?.n).toBe(readdirSync(FIXTURES).filter((f) => f.endsWith('.sql')).length);
});

it('finds no WARN on a database that started with pg_graphql, as hosted ones do', async () => {
  const graphql = await db.transaction((tx) => tx.query("select 1 from pg_catalog.pg_extension where extname = 'pg_graphql'"));
  expect(graphql.rows).toEqual([]);
  expect((await findings()).filter((f) => f.level === 'WARN')).toEqual([]);
});

it('would show signed-in users only the three tables they must SELECT, were GraphQL enabled again (0027)', async () => {
  const visible = await db.transaction(async (tx) => {
    await tx.exec(graphqlStandIn(999_998));
    const rows = await tx.query<{ cache_key: string }>('select cache_key from lint."0027_pg_graphql_authenticated_table_exposed"');
    throw new Rollback(rows.rows.map((row) => row.cache_key).sort());
  }).catch((error: unknown) => {
    if (error instanceof Rollback) return error.value;
    throw error;
  });
  expect(visible).toEqual(VISIBLE_IF_GRAPHQL_ENABLED);
});

it('has no SECURITY DEFINER function anon or authenticated can call through the API (0028, 0029)', async () => {
  const secdef = (await findings()).filter((f) => /security_definer_function_executable/.test(f.name));
  expect(secdef).toEqual([]);
  // The policies still work through private.is_admin(): an admin reads signups, a plain user does not.
  const check = await db.transaction(async (tx) => {
    const user = await tx.query<{ id: string }>("insert into auth.users (id, email) values (gen_random_uuid(), 'lint-admin@example.com') returning id");
    const id = user.rows[0]?.id ?? '';
    await tx.query('insert into public.admin_users (user_id) values ($1)', [id]);
    await tx.query("insert into public.newsletter_signups (email, source) values ('lint@example.com', 'chatbot')");
    await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: id, role: 'authenticated' })]);
    const asAdmin = await tx.query<{ n: number }>('select count(*)::int as n from public.newsletter_signups');
    await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: '00000000-0000-0000-0000-000000000009', role: 'authenticated' })]);
    const asUser = await tx.query<{ n: number }>('select count(*)::int as n from public.newsletter_signups');
    // Thrown to roll the transaction back: nothing of this stays.
    throw new Rollback([asAdmin.rows[0]?.n, asUser.rows[0]?.n]);
  }).catch((error: unknown) => (error instanceof Rollback ? error.value : error));
  expect(check).toEqual([1, 0]);
});

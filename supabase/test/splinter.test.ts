/**
 * Supabase's database linter (splinter, https://github.com/supabase/splinter) against the migrated schema: its
 * lint SQL, unchanged, is in fixtures/splinter/ with its licence. Every security lint that applies to what the
 * migrations create runs here; a WARN fails the test.
 *
 * pg_graphql does not exist in PGlite. Lints 0026/0027 only run when it is installed (as it is on hosted), so
 * the test runs them as if it were: their `graphql_installed` check is replaced by a constant. 0027 (signed-in
 * users can see a table in the GraphQL schema) then reports exactly the three tables signed-in users must SELECT
 * for the site to work: admins read `newsletter_signups` and `contact_messages`, and every user reads their own
 * `admin_users` row, with
 * RLS deciding which rows. GraphQL introspection shows their names and columns to any account; that is
 * accepted (the names are not secret) and pinned here, so any other table becoming visible fails the test.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Database } from '../src/db/database';
import { bootstrap, migrate } from '../src/db/migrate';

jest.setTimeout(60_000);

const FIXTURES = path.join(__dirname, 'fixtures', 'splinter');
const ACCEPTED_0027 = [
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
  await migrate(db);
  await db.exec('create schema lint;');
  for (const file of readdirSync(FIXTURES).filter((f) => f.endsWith('.sql'))) {
    const sql = readFileSync(path.join(FIXTURES, file), 'utf8').replace(
      /select 1 as installed\s+from pg_catalog\.pg_extension\s+where extname = 'pg_graphql'/,
      'select 1 as installed',
    );
    await db.exec(sql);
  }
});

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

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

it('finds no WARN besides the three tables signed-in users must read (0027, see above)', async () => {
  const warnings = (await findings()).filter((f) => f.level === 'WARN');
  expect(warnings.filter((f) => !ACCEPTED_0027.includes(f.cache_key))).toEqual([]);
  expect(warnings.map((f) => f.cache_key).sort()).toEqual(ACCEPTED_0027);
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

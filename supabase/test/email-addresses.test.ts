/**
 * newsletter_signups takes only WHATWG-valid addresses (public.is_valid_email), and the migration that adds the
 * rule reports existing rows that break it instead of deleting them.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectConsole } from '../../jest/console-guard';
import { Database } from '../src/db/database';
import { bootstrap, listMigrations, migrate } from '../src/db/migrate';

jest.setTimeout(60_000);

const RULE = listMigrations().find((m) => m.name === 'valid_emails_and_private_admin_check');

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'wanderpages-emails-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function withDatabase<T>(name: string, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await Database.open(path.join(dir, name));
  try {
    await bootstrap(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

it('accepts exactly the WHATWG valid email addresses, up to 254 characters', async () => {
  const cases: [string, boolean][] = [
    ['reader@example.com', true],
    ["o'hara+news@sub.example.co.uk", true],
    ['a@localhost', true],
    ['a@b..c', false],
    ['a@-b.c', false],
    ['a b@c.d', false],
    ['ünï@example.com', false],
    ['a@b.c.', false],
    [`${'a'.repeat(242)}@example.com`, true], // 254 characters
    [`${'a'.repeat(243)}@example.com`, false], // 255
  ];
  const results = await withDatabase('check', async (db) => {
    await migrate(db);
    return db.transaction(async (tx) => {
      const out: [string, boolean][] = [];
      for (const [email] of cases) {
        const r = await tx.query<{ ok: boolean }>('select public.is_valid_email($1) as ok', [email]);
        out.push([email, r.rows[0]?.ok === true]);
      }
      return out;
    });
  });
  expect(results).toEqual(cases);
});

it('reports existing invalid rows, keeps them, and still refuses new ones', async () => {
  expect(RULE).toBeDefined();
  const earlier = mkdtempSync(path.join(dir, 'migrations-'));
  for (const m of listMigrations().filter((m) => m.version < (RULE?.version ?? ''))) copyFileSync(m.file, path.join(earlier, path.basename(m.file)));
  await withDatabase('legacy', async (db) => {
    await migrate(db, earlier);
    // Accepted by the first migration's looser check.
    await db.transaction((tx) => tx.query("insert into public.newsletter_signups (email, source) values ('a@b..c', 'chatbot'), ('ok@example.com', 'chatbot')"));
    copyFileSync(RULE?.file ?? '', path.join(earlier, path.basename(RULE?.file ?? '')));
    expectConsole('warn', /1 existing row\(s\) are not valid email addresses/);
    expect(await migrate(db, earlier)).toEqual([RULE?.version]);
    const state = await db.transaction(async (tx) => {
      const rows = await tx.query<{ email: string }>('select email from public.newsletter_signups order by email');
      const constraint = await tx.query<{ convalidated: boolean }>("select convalidated from pg_constraint where conname = 'newsletter_signups_email_valid'");
      return { emails: rows.rows.map((r) => r.email), validated: constraint.rows[0]?.convalidated };
    });
    expect(state).toEqual({ emails: ['a@b..c', 'ok@example.com'], validated: false });
    await expect(db.transaction((tx) => tx.query("insert into public.newsletter_signups (email, source) values ('x@y..z', 'chatbot')"))).rejects.toMatchObject({ code: '23514' });
  });
});

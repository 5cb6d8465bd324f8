/**
 * EXPLAIN ANALYZE of the dashboard's queries, as PostgREST runs them (role authenticated, an admin's claims,
 * RLS on), on a throwaway PGlite with every migration applied and 100,000 signups spread over 60 days:
 *   npx tsx bench/admin/explain-queries.ts [extra.sql]   (extra.sql: run after the migrations, to try an index)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Database } from '../../supabase/src/db/database';
import { bootstrap, migrate } from '../../supabase/src/db/migrate';

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'explain-'));
  const db = await Database.open(path.join(dir, 'pgdata'));
  try {
    await bootstrap(db);
    await migrate(db);
    const extra = process.argv[2];
    if (extra) await db.exec(readFileSync(extra, 'utf8'));
    await db.exec(`
      insert into auth.users (id, email) values ('11111111-1111-4111-8111-111111111111', 'admin@example.com');
      insert into public.admin_users (user_id) values ('11111111-1111-4111-8111-111111111111');
      insert into public.newsletter_signups (email, source, created_at)
        select 'reader.' || n || '@bench.example.com', case when n % 3 = 0 then 'chatbot' else 'homepage_newsletter' end,
               now() - (n::double precision / 100000) * interval '60 days'
        from generate_series(0, 99999) n;
      analyze;`);
    const claims = JSON.stringify({ sub: '11111111-1111-4111-8111-111111111111', role: 'authenticated' });
    const mid = (await db.transaction((tx) => tx.query<{ created_at: string; id: string }>(
      `select created_at::text, id::text from public.newsletter_signups order by created_at desc, id desc offset 50000 limit 1`,
    ))).rows[0]!;
    const queries: Record<string, string> = {
      'list page 1': `select id, email, source, created_at from public.newsletter_signups order by created_at desc, id desc limit 51`,
      'count all': `select count(*) from public.newsletter_signups`,
      'count week': `select count(*) from public.newsletter_signups where created_at >= now() - interval '7 days'`,
      'head count (pgrst_source)': `with pgrst_source as (select * from public.newsletter_signups) select count(*)::int as n, '[]'::text as body from pgrst_source`,
      'keyset mid (or only)': `with s as (select id, email, source, created_at from public.newsletter_signups where (created_at < '${mid.created_at}' or (created_at = '${mid.created_at}' and id < '${mid.id}')) order by created_at desc, id desc limit 1000) select count(*), length(coalesce(json_agg(s), '[]')::text) from s`,
      'keyset mid (lte + or)': `with s as (select id, email, source, created_at from public.newsletter_signups where created_at <= '${mid.created_at}' and (created_at < '${mid.created_at}' or (created_at = '${mid.created_at}' and id < '${mid.id}')) order by created_at desc, id desc limit 1000) select count(*), length(coalesce(json_agg(s), '[]')::text) from s`,
      'keyset mid 5000 (lte + or)': `with s as (select id, email, source, created_at from public.newsletter_signups where created_at <= '${mid.created_at}' and (created_at < '${mid.created_at}' or (created_at = '${mid.created_at}' and id < '${mid.id}')) order by created_at desc, id desc limit 5000) select count(*), length(coalesce(json_agg(s), '[]')::text) from s`,
      'first 1000 json_agg': `with s as (select id, email, source, created_at from public.newsletter_signups order by created_at desc, id desc limit 1000) select count(*), length(coalesce(json_agg(s), '[]')::text) from s`,
      'first 1000 json_agg no id': `with s as (select email, source, created_at from public.newsletter_signups order by created_at desc, id desc limit 1000) select count(*), length(coalesce(json_agg(s), '[]')::text) from s`,
    };
    for (const [name, sql] of Object.entries(queries)) {
      const times: number[] = [];
      let plan = '';
      for (let i = 0; i < 5; i += 1) {
        await db.transaction(async (tx) => {
          await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [claims]);
          const t = performance.now();
          await tx.query(sql);
          times.push(performance.now() - t);
          if (i === 0) plan = (await tx.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n    ');
        });
      }
      times.sort((a, b) => a - b);
      console.log(`${name}: median ${times[2]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)})\n    ${plan}`);
    }
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

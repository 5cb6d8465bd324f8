/**
 * Measures the dashboard's data paths with 100,000 signups in the embedded backend, through the same api
 * modules the page uses (shared's client, an admin session, RLS on):
 *   node --experimental-websocket --import tsx bench/admin/measure-scale.ts [rows]
 * Prints time to first rows (counters + first page), a search, a full CSV export and clear all.
 */
import { performance } from 'node:perf_hooks';
import { configureSupabase, getSupabase } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { startTestBackend } from '../../supabase/src/testing';
import type { ApiResult } from '../../remote-admin/src/api/api-result';
import { deleteAllSignups, exportSignupPages, fetchSignupCounts, fetchSignupPage, NO_FILTERS } from '../../remote-admin/src/api/signups-api';
import type { NewsletterSignup } from '@wanderpages/shared';
import { signupsToCsv } from '../../remote-admin/src/csv/signups-csv';

/** The bench measures the happy path: a failed read ends it. */
function dataOf<T>(result: ApiResult<T>): T {
  if (result.status === 'failed') throw result.error;
  return result.data;
}

const total = Number(process.argv[2] ?? 100_000);

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`${label}: ${Math.round(performance.now() - start)} ms`);
  return result;
}

async function main(): Promise<void> {
  const backend = await startTestBackend();
  try {
    const service = backend.serviceClient();
    const now = Date.now();
    await timed(`seed ${total.toLocaleString('en-US')} signups (service role, 5,000 per insert)`, async () => {
      for (let from = 0; from < total; from += 5000) {
        const rows = Array.from({ length: Math.min(5000, total - from) }, (_, k) => {
          const i = from + k;
          return {
            email: `reader${i}@example.com`,
            source: i % 4 === 0 ? 'chatbot' : 'homepage_newsletter',
            created_at: new Date(now - i * 25_000).toISOString(),
          };
        });
        const { error } = await service.from('newsletter_signups').insert(rows);
        if (error) throw new Error(error.message);
      }
    });
    await backend.createUser('bench-admin@example.com', 'correct-horse-battery', { admin: true });
    configureSupabase(backend.url, backend.anonKey);
    const { error } = await (await getSupabase()).auth.signInWithPassword({
      email: 'bench-admin@example.com',
      password: 'correct-horse-battery',
    });
    if (error) throw new Error(error.message);

    // Warm-up (lazy import, connection): the page pays this once per visit, not per query.
    await fetchSignupPage(NO_FILTERS, 0, 1);
    const [counts, page] = await timed('time to first rows (3 server counts + first 50 rows, in parallel)', () =>
      Promise.all([fetchSignupCounts().then(dataOf), fetchSignupPage(NO_FILTERS, 0).then(dataOf)]),
    );
    console.log(`  counts ${JSON.stringify(counts)}, first page ${page.rows.length} rows, newest ${page.rows[0]?.email}`);
    await timed('next page (offset 50)', () => fetchSignupPage(NO_FILTERS, 50));
    const found = await timed('search "reader9999" + source chatbot', () => fetchSignupPage({ search: 'reader9999', source: 'chatbot' }, 0).then(dataOf));
    console.log(`  ${found.rows.length} rows`);

    let rows: NewsletterSignup[] = [];
    let requests = 0;
    for (const pageSize of [1000, 5000]) {
      rows = [];
      requests = 0;
      await timed(`fetch every signup for the CSV (keyset, ${pageSize.toLocaleString('en-US')} per request)`, async () => {
        for await (const page of exportSignupPages({ pageSize })) {
          requests += 1;
          rows.push(...dataOf(page).rows);
        }
      });
      console.log(`  ${rows.length} rows in ${requests} pages (+ a count)`);
    }
    const csv = await timed('build the CSV text (papaparse)', async () => signupsToCsv(rows));
    console.log(`  ${(csv.length / 1024 / 1024).toFixed(1)} MiB`);

    await timed('clear all (delete where id <> all-zero uuid)', () => deleteAllSignups().then(dataOf));
    const after = await fetchSignupCounts();
    console.log(`  counts after clear ${JSON.stringify(after)}`);
  } finally {
    await resetSupabaseForTests();
    await backend.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

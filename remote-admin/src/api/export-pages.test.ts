import type { NewsletterSignup } from '@wanderpages/shared';
import { clearSignups, serviceClient, uniqueEmail } from '../../../jest/test-backend';
import { signInAdminBehindProxy, type AdminBehindProxy } from '../testing/admin-behind-proxy';
import type { RestProxy } from '../testing/rest-proxy';
import type { ApiResult } from './api-result';
import { exportSignupPages, type ExportPage } from './signups-api';

/**
 * The CSV export's reads against the real embedded backend (an admin session, RLS on), through a proxy that can
 * cap a response at 1,000 rows as hosted PostgREST does by default.
 */
let proxy: RestProxy;

async function seed(count: number, { sameSecondEvery = 1 }: { sameSecondEvery?: number } = {}): Promise<string[]> {
  const base = Date.now() - 60 * 60 * 1000;
  // Rows are newest first by index; `sameSecondEvery` rows share one created_at (ties broken by id).
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `export${String(i).padStart(5, '0')}.${uniqueEmail('e')}`,
    source: 'homepage_newsletter',
    created_at: new Date(base - Math.floor(i / sameSecondEvery) * 1000).toISOString(),
  }));
  const { error } = await serviceClient().from('newsletter_signups').insert(rows);
  if (error) throw new Error(`seeding failed: ${error.message}`);
  return rows.map((row) => row.email);
}

/** The order the export must produce: created_at desc, then id desc. */
async function expectedOrder(): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('newsletter_signups')
    .select('email')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(100_000);
  if (error) throw new Error(error.message);
  return (data as Array<{ email: string }>).map((row) => row.email);
}

async function collect(pages: AsyncGenerator<ApiResult<ExportPage>>): Promise<{ sizes: number[]; rows: NewsletterSignup[]; last?: ExportPage }> {
  const sizes: number[] = [];
  const rows: NewsletterSignup[] = [];
  let last: ExportPage | undefined;
  for await (const result of pages) {
    if (result.status === 'failed') throw result.error;
    const page = result.data;
    sizes.push(page.rows.length);
    rows.push(...page.rows);
    last = page;
  }
  return { sizes, rows, last };
}

let session: AdminBehindProxy;

beforeAll(async () => {
  session = await signInAdminBehindProxy();
  proxy = session.proxy;
});

afterAll(() => session.close());

beforeEach(async () => {
  proxy.maxRows = undefined;
  proxy.failing = undefined;
  proxy.requests = [];
  await clearSignups();
});

describe('exportSignupPages', () => {
  it('reads every signup once, newest first, page after page by keyset, ties on created_at included', async () => {
    // Three rows per timestamp, so page boundaries fall inside a group of equal created_at.
    await seed(2345, { sameSecondEvery: 3 });
    const { sizes, rows, last } = await collect(exportSignupPages({ pageSize: 1000 }));
    expect(sizes).toEqual([1000, 1000, 345]);
    expect(rows.map((row) => row.email)).toEqual(await expectedOrder());
    expect(new Set(rows.map((row) => row.id)).size).toBe(2345);
    expect(last).toMatchObject({ loaded: 2345, total: 2345 });
  });

  it('still reads every row when the server answers fewer rows than asked (hosted max-rows 1,000)', async () => {
    await seed(2345, { sameSecondEvery: 2 });
    proxy.maxRows = 1000;
    const { sizes, rows } = await collect(exportSignupPages({ pageSize: 5000 }));
    // Each 1,000-row answer is shorter than asked, but the count says there is more.
    expect(sizes).toEqual([1000, 1000, 345]);
    expect(rows.map((row) => row.email)).toEqual(await expectedOrder());
  });

  it('ends on an empty page when signups are deleted mid-export, without reading a row twice', async () => {
    const emails = await seed(2345);
    const pages = exportSignupPages({ pageSize: 1000 });
    const first = await pages.next();
    expect(first.done).toBe(false);
    // The oldest 245 go while the export runs: the count said 2,345, only 2,100 are left to read.
    const { error } = await serviceClient().from('newsletter_signups').delete().in('email', emails.slice(2100));
    expect(error).toBeNull();
    const rest = await collect(pages);
    expect(rest.sizes).toEqual([1000, 100]);
    const read = [...(first.value as { status: 'ok'; data: ExportPage }).data.rows, ...rest.rows].map((row) => row.email);
    expect(read).toEqual(emails.slice(0, 2100));
  });

  it('ends with one failed result, never a throw, when a page cannot be read', async () => {
    await seed(2345);
    // The second page (the rows after the first 1,000) answers 500.
    proxy.failing = (request) => request.startsWith('GET /rest/v1/newsletter_signups') && request.includes('created_at=lte.');
    const results: Array<ApiResult<ExportPage>> = [];
    for await (const result of exportSignupPages({ pageSize: 1000 })) results.push(result);
    expect(results.map((result) => result.status)).toEqual(['ok', 'failed']);
    expect(results[1]).toEqual({ status: 'failed', error: expect.objectContaining({ message: 'Exporting signups failed: internal error' }) });
    // Nothing asked after the failure.
    expect(proxy.requests.filter((line) => line.includes('created_at=lte.'))).toHaveLength(1);
  });

  it('yields nothing when there are no signups', async () => {
    const { sizes } = await collect(exportSignupPages());
    expect(sizes).toEqual([]);
  });

  it('asks for the rows after the last one received, bounded so the index starts at the key', async () => {
    await seed(1500);
    await collect(exportSignupPages({ pageSize: 1000 }));
    const second = proxy.requests.find((line) => line.includes('or=('));
    expect(second).toMatch(/created_at=lte\.[^&]+&or=\(created_at\.lt\."[^"]+",and\(created_at\.eq\."[^"]+",id\.lt\.[0-9a-f-]{36}\)\)/);
    expect(second).toContain('order=created_at.desc,id.desc');
  });
});

import { getSupabase, type NewsletterSignup, type SignupSource } from '@wanderpages/shared';
import { settle, type ApiResult } from './api-result';

/**
 * Every query the dashboard makes on newsletter_signups. Row-level security decides what comes back: an admin
 * sees every row, anyone else an empty list and zero counts. Nothing here downloads more rows than it shows.
 * The exported functions never throw (ApiResult); the queries inside throw SignupsApiError, which settle() catches.
 */
const TABLE = 'newsletter_signups';
const COLUMNS = 'id,email,source,created_at';
/** docs/product/calls.md#data: "delete where id differs from the all-zero uuid", i.e. every row. */
const ALL_ZERO_UUID = '00000000-0000-0000-0000-000000000000';
const DAY_MS = 24 * 60 * 60 * 1000;

export const LIST_PAGE_SIZE = 50;
/**
 * Rows asked for per export request. Hosted PostgREST answers at most its max-rows (1,000 by default) whatever
 * is asked, and exportSignupPages() is correct with shorter pages; where there is no such cap (the embedded
 * backend) fewer, larger requests save the fixed cost of each (HTTP, JWT check, transaction).
 */
const EXPORT_PAGE_SIZE = 5000;

export type SourceFilter = SignupSource | 'all';

export interface SignupFilters {
  /** Part of an email, matched case-insensitively anywhere in it. */
  search: string;
  source: SourceFilter;
}

export const NO_FILTERS: SignupFilters = { search: '', source: 'all' };

export interface SignupCounts {
  total: number;
  thisWeek: number;
  today: number;
}

export interface SignupPage {
  rows: NewsletterSignup[];
  hasMore: boolean;
}

/** A failed call, with the backend's own message kept for the console. */
class SignupsApiError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SignupsApiError';
  }
}

function fail(error: { message: string; code?: string }, what: string): never {
  throw new SignupsApiError(`${what}: ${error.message || 'request failed'}`, error.code);
}

/** Escapes LIKE's wildcards so a search for "a_b" or "50%" matches those characters literally. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** docs/product/limits.md#admin windows: This Week = the last 7 days; Today = since the start of the current LOCAL calendar day. */
export function countWindows(now: Date = new Date()): { weekStart: string; dayStart: string } {
  const dayStart = new Date(now);
  dayStart.setHours(0, 0, 0, 0);
  return { weekStart: new Date(now.getTime() - 7 * DAY_MS).toISOString(), dayStart: dayStart.toISOString() };
}

async function countSince(since: string | null): Promise<number> {
  const supabase = await getSupabase();
  // head: true asks for the count only (Content-Range), never the rows.
  let query = supabase.from(TABLE).select('*', { count: 'exact', head: true });
  if (since) query = query.gte('created_at', since);
  const { count, error } = await query;
  if (error) fail(error, 'Counting signups failed');
  return count ?? 0;
}

/** The three counters, counted by the server. Always over every signup, whatever the list's filters. */
export function fetchSignupCounts(now: Date = new Date()): Promise<ApiResult<SignupCounts>> {
  return settle(async () => {
    const { weekStart, dayStart } = countWindows(now);
    const [total, thisWeek, today] = await Promise.all([countSince(null), countSince(weekStart), countSince(dayStart)]);
    return { total, thisWeek, today };
  });
}

/** One page of the list, newest first (id breaks ties so paging is stable), filtered on the server. */
export function fetchSignupPage(filters: SignupFilters, offset: number, limit: number = LIST_PAGE_SIZE): Promise<ApiResult<SignupPage>> {
  return settle(() => signupPage(filters, offset, limit));
}

async function signupPage(filters: SignupFilters, offset: number, limit: number): Promise<SignupPage> {
  const supabase = await getSupabase();
  let query = supabase.from(TABLE).select(COLUMNS);
  const search = filters.search.trim();
  if (search) query = query.ilike('email', `%${escapeLikePattern(search)}%`);
  if (filters.source !== 'all') query = query.eq('source', filters.source);
  // One row more than the page: its presence says whether there is a next page, without a count.
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + limit);
  if (error) fail(error, 'Loading signups failed');
  const rows = (data ?? []) as NewsletterSignup[];
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

export interface ExportPage {
  rows: NewsletterSignup[];
  /** Rows received so far, this page included. */
  loaded: number;
  /** Signups counted when the export started (or `loaded`, if more have come since). */
  total: number;
}

type Client = Awaited<ReturnType<typeof getSupabase>>;

/**
 * Up to `limit` signups older than `after` in (created_at desc, id desc) order: the keyset
 * (created_at, id) < (after.created_at, after.id), written the way PostgREST can take it. The redundant
 * created_at <= X is what lets the index start at the key: with the or() alone Postgres walks the index from
 * the newest row and filters out everything before the key (measured: ~20 ms per page halfway through 100,000
 * rows, against ~4 ms).
 */
async function keysetPage(supabase: Client, after: NewsletterSignup | undefined, limit: number): Promise<NewsletterSignup[]> {
  let query = supabase.from(TABLE).select(COLUMNS);
  if (after) {
    // Quoted: a timestamp holds ':' '.' and '+', which PostgREST's or() grammar would otherwise read.
    const at = `"${after.created_at}"`;
    query = query.lte('created_at', after.created_at).or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${after.id})`);
  }
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (error) fail(error, 'Exporting signups failed');
  return (data ?? []) as NewsletterSignup[];
}

/**
 * Every signup, newest first, as pages by keyset: each page asks for the rows after the last one received.
 * Unlike offsets, a page costs the same at row 99,000 as at row 0, and a signup added or removed mid-export
 * cannot shift a page (no row read twice or skipped); signups newer than the first page are not included.
 *
 * The next page is requested as soon as a page arrives, before it is handed over, so the caller turns one
 * page into CSV while the next is on its way. A page may come back shorter than asked (hosted PostgREST caps a
 * response at its max-rows, 1,000 by default): the end is a short page once the count taken at the start is
 * reached, or else an empty page (rows deleted meanwhile), never a short page alone.
 * A failure ends the pages with one `failed` result.
 */
export async function* exportSignupPages({ pageSize = EXPORT_PAGE_SIZE }: { pageSize?: number } = {}): AsyncGenerator<ApiResult<ExportPage>> {
  try {
    for await (const page of keysetPages(pageSize)) yield { status: 'ok', data: page };
  } catch (error) {
    yield { status: 'failed', error };
  }
}

async function* keysetPages(pageSize: number): AsyncGenerator<ExportPage> {
  const supabase = await getSupabase();
  const [expected, first] = await Promise.all([countSince(null), keysetPage(supabase, undefined, pageSize)]);
  let page = first;
  let loaded = 0;
  for (;;) {
    loaded += page.length;
    const last = page[page.length - 1];
    const done = !last || (page.length < pageSize && loaded >= expected);
    const next = done ? undefined : keysetPage(supabase, last, pageSize);
    // If the caller stops early, nobody awaits `next`: its failure must not surface as unhandled.
    next?.catch(() => undefined);
    if (page.length > 0) yield { rows: page, loaded, total: Math.max(expected, loaded) };
    if (!next) return;
    page = await next;
  }
}

/** docs/product/calls.md#data: delete every row; the error in the response is read (a `failed` result). */
export function deleteAllSignups(): Promise<ApiResult<void>> {
  return settle(async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.from(TABLE).delete().neq('id', ALL_ZERO_UUID);
    if (error) fail(error, 'Clearing signups failed');
  });
}

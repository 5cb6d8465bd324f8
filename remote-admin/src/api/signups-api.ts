import { getSupabase, type NewsletterSignup, type SignupSource } from '@wanderpages/shared';

/**
 * Every query the dashboard makes on newsletter_signups. Row-level security decides what comes back: an admin
 * sees every row, anyone else an empty list and zero counts. Nothing here downloads more rows than it shows.
 */
const TABLE = 'newsletter_signups';
const COLUMNS = 'id,email,source,created_at';
/** Spec §7: "delete where id differs from the all-zero uuid", i.e. every row. */
const ALL_ZERO_UUID = '00000000-0000-0000-0000-000000000000';
const DAY_MS = 24 * 60 * 60 * 1000;

export const LIST_PAGE_SIZE = 50;
/** Hosted PostgREST caps a response at 1000 rows by default, so an export page never asks for more. */
export const EXPORT_PAGE_SIZE = 1000;

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
export class SignupsApiError extends Error {
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

/** Spec §9 windows: This Week = the last 7 days; Today = since the start of the current LOCAL calendar day. */
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
export async function fetchSignupCounts(now: Date = new Date()): Promise<SignupCounts> {
  const { weekStart, dayStart } = countWindows(now);
  const [total, thisWeek, today] = await Promise.all([countSince(null), countSince(weekStart), countSince(dayStart)]);
  return { total, thisWeek, today };
}

/** One page of the list, newest first (id breaks ties so paging is stable), filtered on the server. */
export async function fetchSignupPage(filters: SignupFilters, offset: number, limit: number = LIST_PAGE_SIZE): Promise<SignupPage> {
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

export interface ExportProgress {
  loaded: number;
  total: number;
}

/**
 * Every signup, newest first, EXPORT_PAGE_SIZE rows per request, by keyset: each page asks for the rows after
 * the last one it has, (created_at, id) < (last.created_at, last.id). Unlike offsets, each request costs the
 * same at row 99,000 as at row 0, and a signup added or removed mid-export cannot shift a page (no row read
 * twice or skipped); rows newer than the export's start come before the first key and are not included.
 */
export async function fetchAllSignups(
  onProgress: (progress: ExportProgress) => void = () => undefined,
  { pageSize = EXPORT_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<NewsletterSignup[]> {
  const supabase = await getSupabase();
  const expected = await countSince(null);
  if (expected === 0) return [];

  const rows: NewsletterSignup[] = [];
  let last: NewsletterSignup | undefined;
  for (;;) {
    let query = supabase.from(TABLE).select(COLUMNS);
    if (last) {
      // Quoted: a timestamp holds ':' '.' and '+', which PostgREST's or() grammar would otherwise read.
      const at = `"${last.created_at}"`;
      query = query.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${last.id})`);
    }
    const { data, error } = await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(pageSize);
    if (error) fail(error, 'Exporting signups failed');
    const page = (data ?? []) as NewsletterSignup[];
    rows.push(...page);
    last = page[page.length - 1];
    onProgress({ loaded: rows.length, total: Math.max(expected, rows.length) });
    if (page.length < pageSize) return rows;
  }
}

/** Spec §7: delete every row; the error in the response is read (and thrown). */
export async function deleteAllSignups(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from(TABLE).delete().neq('id', ALL_ZERO_UUID);
  if (error) fail(error, 'Clearing signups failed');
}

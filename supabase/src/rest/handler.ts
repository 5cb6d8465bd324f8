import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Tx, Write } from '../db/database';
import { readBody } from '../http/body';
import { HttpError, postgrestError } from '../http/errors';
import { sendJson } from '../http/respond';
import type { ApiRole, Claims } from '../auth/verify-jwt';
import { ident, orderClause, Params, selectList, whereClause } from './build-sql';
import type { Catalog } from './catalog';
import { parseQuery, type ParsedQuery } from './parse-query';
import { isPgError, pgErrorToHttp } from './pg-errors';

export interface RestContext {
  db: Database;
  catalog: () => Catalog;
}

export interface RestCaller {
  role: ApiRole;
  claims: Claims;
}

const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

interface Prefer {
  returnMode: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  applied: string[];
}

function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = { returnMode: 'minimal', applied: [] };
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part.trim().split('=');
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefer.returnMode = value;
      prefer.applied.push(`return=${value}`);
    } else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefer.count = value;
      prefer.applied.push(`count=${value}`);
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefer.resolution = value;
      prefer.applied.push(`resolution=${value}`);
    }
  }
  return prefer;
}

/** Range: 0-9 (items), as some clients send instead of limit/offset. */
function applyRangeHeader(query: ParsedQuery, header: string | undefined): void {
  const match = header ? /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return;
  const from = Number(match[1]);
  query.offset = from;
  if (match[2] !== '') {
    const size = Math.max(0, Number(match[2]) - from + 1);
    query.limit = query.limit === undefined ? size : Math.min(query.limit, size);
  }
}

function wantsObject(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes(OBJECT_MEDIA);
}

function checkAccept(req: IncomingMessage): void {
  const accept = req.headers.accept;
  if (!accept) return;
  const served = ['application/json', OBJECT_MEDIA, '*/*', 'application/*'];
  const types = accept.split(',').map((t) => t.split(';')[0]?.trim() ?? '');
  if (!types.some((t) => served.includes(t))) {
    throw postgrestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
  }
}

function checkProfile(req: IncomingMessage): void {
  const read = req.method === 'GET' || req.method === 'HEAD';
  const profile = read ? req.headers['accept-profile'] : req.headers['content-profile'];
  if (typeof profile === 'string' && profile !== '' && profile !== 'public') {
    throw postgrestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
}

function parseBody(text: string): Record<string, unknown>[] | Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(parsed)) return parsed;
  if (Array.isArray(parsed) && parsed.every(isObject)) return parsed;
  throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
}

function singularError(rows: number): HttpError {
  return postgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

interface Result {
  status: number;
  body?: string;
  headers: Record<string, string>;
}

/** What PostgREST sets for a request, locally to its transaction: the role and JWT claims (so RLS and grants decide), the method, path and headers. */
function callerSettings(caller: RestCaller, req: IncomingMessage, path: string): Record<string, string> {
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => name !== 'cookie' && name !== 'authorization'),
  );
  return {
    role: caller.role,
    'request.jwt.claims': JSON.stringify(caller.claims),
    'request.method': req.method ?? 'GET',
    'request.path': path,
    'request.headers': JSON.stringify(headers),
    search_path: 'public',
  };
}

/** Runs the request's statements as the caller (see callerSettings). */
async function asCaller<T>(tx: Tx, settings: Record<string, string>, work: () => Promise<T>): Promise<T> {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true), set_config('request.path', $4, true),
            set_config('request.headers', $5, true), set_config('search_path', $6, true)`,
    [settings.role, settings['request.jwt.claims'], settings['request.method'], settings['request.path'], settings['request.headers'], settings.search_path],
  );
  return work();
}

const AGGREGATE = `select count(*)::int as n, coalesce(json_agg(_postgrest_t), '[]')::text as body from (select * from pgrst_source) _postgrest_t`;
// HEAD has no body: count the page's rows without serialising them (a count over 100k rows stays cheap).
const COUNT_ONLY = `select count(*)::int as n, '[]'::text as body from pgrst_source`;

async function read(
  ctx: RestContext,
  tx: Tx,
  table: string,
  query: ParsedQuery,
  prefer: Prefer,
  singular: boolean,
  headOnly: boolean,
): Promise<Result> {
  const catalog = ctx.catalog();
  const params = new Params();
  const columns = selectList(table, query.select, catalog);
  const where = whereClause(table, query.filters, catalog, params);
  const order = orderClause(table, query.order, catalog);
  const limit = query.limit !== undefined ? ` limit ${params.add(query.limit)}` : '';
  const offset = query.offset ? ` offset ${params.add(query.offset)}` : '';
  const source = `select ${columns} from public.${ident(table)}${where}${order}${limit}${offset}`;
  // A HEAD count of the whole (filtered) table: the page is the table, so one count answers both.
  const wholeTableCount = headOnly && prefer.count !== undefined && !limit && !offset;
  const page = wholeTableCount
    ? undefined
    : await tx.query<{ n: number; body: string }>(`with pgrst_source as (${source}) ${headOnly ? COUNT_ONLY : AGGREGATE}`, params.values);
  let n = page?.rows[0]?.n ?? 0;
  const body = page?.rows[0]?.body ?? '[]';
  let total: number | undefined;
  if (prefer.count) {
    const countParams = new Params();
    const countWhere = whereClause(table, query.filters, catalog, countParams);
    const counted = await tx.query<{ total: number }>(
      `select count(*)::int as total from public.${ident(table)}${countWhere}`,
      countParams.values,
    );
    total = counted.rows[0]?.total ?? 0;
    if (wholeTableCount) n = total;
  }
  const from = query.offset ?? 0;
  if (total !== undefined && from > 0 && from >= total && n === 0) {
    throw postgrestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${from} was requested, but there are only ${total} rows.`);
  }
  const range = n === 0 ? `*/${total ?? '*'}` : `${from}-${from + n - 1}/${total ?? '*'}`;
  const headers: Record<string, string> = { 'Content-Range': range };
  if (singular) {
    if (n !== 1) throw singularError(n);
    return { status: 200, body: body.slice(1, -1), headers: { ...headers, 'Content-Type': `${OBJECT_MEDIA}; charset=utf-8` } };
  }
  const partial = total !== undefined && n < total;
  return { status: partial ? 206 : 200, body, headers };
}

function returning(table: string, query: ParsedQuery, catalog: Catalog): string {
  return `select ${selectList(table, query.select, catalog)} from pgrst_source`;
}

/** The statement returning `(n, body)`: the mutation's rows as the request's select list wants them. */
function representationSql(sql: string, table: string, query: ParsedQuery, catalog: Catalog): string {
  return `with pgrst_source as (${sql} returning *), pgrst_out as (${returning(table, query, catalog)}) select count(*)::int as n, coalesce(json_agg(_postgrest_t), '[]')::text as body from pgrst_out _postgrest_t`;
}

function mutationHeaders(prefer: Prefer): Record<string, string> {
  return prefer.applied.length > 0 ? { 'Preference-Applied': prefer.applied.join(', ') } : {};
}

/** The response to a mutation that is not singular, from its row count (and rows, for return=representation). */
function pluralMutationResult(prefer: Prefer, n: number, body: string, successStatus: number, emptyStatus: number): Result {
  const headers = mutationHeaders(prefer);
  if (prefer.returnMode !== 'representation') {
    headers['Content-Range'] = `*/${prefer.count ? n : '*'}`;
    return { status: emptyStatus, headers };
  }
  headers['Content-Range'] = n === 0 ? `*/${prefer.count ? 0 : '*'}` : `0-${n - 1}/${prefer.count ? n : '*'}`;
  return { status: successStatus, body, headers };
}

async function mutationResult(
  tx: Tx,
  sql: string,
  params: Params,
  prefer: Prefer,
  singular: boolean,
  successStatus: number,
  emptyStatus: number,
  table: string,
  query: ParsedQuery,
  catalog: Catalog,
): Promise<Result> {
  if (prefer.returnMode !== 'representation' && !singular) {
    const result = await tx.query(sql, params.values);
    return pluralMutationResult(prefer, result.affectedRows ?? 0, '', successStatus, emptyStatus);
  }
  const page = await tx.query<{ n: number; body: string }>(representationSql(sql, table, query, catalog), params.values);
  const n = page.rows[0]?.n ?? 0;
  const body = page.rows[0]?.body ?? '[]';
  if (!singular) return pluralMutationResult(prefer, n, body, successStatus, emptyStatus);
  // Like PostgREST, a singular mutation touching other than one row is rolled back (the throw aborts the tx).
  if (n !== 1) throw singularError(n);
  const headers = mutationHeaders(prefer);
  headers['Content-Range'] = `0-0/${prefer.count ? 1 : '*'}`;
  if (prefer.returnMode !== 'representation') return { status: emptyStatus, headers };
  return { status: successStatus, body: body.slice(1, -1), headers: { ...headers, 'Content-Type': `${OBJECT_MEDIA}; charset=utf-8` } };
}

/** The columns an insert writes: ?columns=, else the body's keys, which every row must share. */
function insertColumns(table: string, rows: Record<string, unknown>[], query: ParsedQuery, catalog: Catalog): string[] {
  let columns = query.columns;
  if (!columns) {
    const keys = Object.keys(rows[0] ?? {});
    const same = (row: Record<string, unknown>) => {
      const other = Object.keys(row);
      return other.length === keys.length && other.every((k) => keys.includes(k));
    };
    if (!rows.every(same)) throw postgrestError(400, 'PGRST102', 'All object keys must match');
    columns = keys;
  }
  for (const column of columns) catalog.writableColumn(table, column);
  return columns;
}

function insertSql(table: string, columns: string[], rows: Record<string, unknown>[], query: ParsedQuery, prefer: Prefer, catalog: Catalog, params: Params): string {
  const list = columns.map(ident).join(', ');
  const target = `public.${ident(table)}`;
  const body = params.add(JSON.stringify(rows));
  let sql =
    columns.length === 0
      ? `insert into ${target} default values`
      : `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${body}::json)`;
  if (prefer.resolution) {
    const conflict = query.onConflict?.map((c) => ident(catalog.column(table, c))).join(', ');
    const target2 = conflict ? ` (${conflict})` : '';
    if (prefer.resolution === 'ignore-duplicates' || columns.length === 0) sql += ` on conflict${target2} do nothing`;
    else {
      if (!conflict) throw postgrestError(400, 'PGRST100', 'An upsert needs on_conflict with the conflicting columns');
      sql += ` on conflict${target2} do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
    }
  }
  return sql;
}

/** Answers /rest/v1/<table> for GET, HEAD, POST, PATCH and DELETE. */
export async function handleRest(
  ctx: RestContext,
  caller: RestCaller,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const relative = url.pathname.replace(/^\/rest\/v1\/?/, '');
  const method = req.method ?? 'GET';
  checkProfile(req);
  if (relative === '') {
    throw postgrestError(404, 'PGRST125', 'The OpenAPI description is not served by the embedded backend');
  }
  if (relative.startsWith('rpc/')) {
    const fn = decodeURIComponent(relative.slice(4));
    throw postgrestError(404, 'PGRST202', `Could not find the function public.${fn} without parameters in the schema cache`);
  }
  const table = decodeURIComponent(relative);
  const catalog = ctx.catalog();
  catalog.table(table);
  checkAccept(req);
  const query = parseQuery(url.searchParams);
  const prefer = parsePrefer(typeof req.headers.prefer === 'string' ? req.headers.prefer : undefined);
  const singular = wantsObject(req);
  const body = method === 'POST' || method === 'PATCH' ? parseBody(await readBody(req)) : undefined;
  if (method === 'DELETE' || method === 'GET' || method === 'HEAD') req.resume();

  const run = async (tx: Tx): Promise<Result> => {
    const params = new Params();
    switch (method) {
      case 'GET':
      case 'HEAD':
        applyRangeHeader(query, typeof req.headers.range === 'string' ? req.headers.range : undefined);
        return read(ctx, tx, table, query, prefer, singular, req.method === 'HEAD');
      case 'POST': {
        const rows = Array.isArray(body) ? body : [body ?? {}];
        if (rows.length === 0) return { status: 201, body: prefer.returnMode === 'representation' ? '[]' : undefined, headers: { 'Content-Range': '*/*' } };
        const sql = insertSql(table, insertColumns(table, rows, query, catalog), rows, query, prefer, catalog, params);
        return mutationResult(tx, sql, params, prefer, singular, 201, 201, table, query, catalog);
      }
      case 'PATCH': {
        if (Array.isArray(body)) throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
        const record = body ?? {};
        const columns = Object.keys(record);
        for (const column of columns) catalog.writableColumn(table, column);
        if (query.filters.length === 0) throw postgrestError(400, '21000', 'UPDATE requires a WHERE clause');
        const target = `public.${ident(table)}`;
        const value = params.add(JSON.stringify(record));
        const sets = columns.map((c) => `${ident(c)} = (select ${ident(c)} from json_populate_record(null::${target}, ${value}::json))`);
        if (sets.length === 0) return { status: 204, headers: { 'Content-Range': '*/*' } };
        const sql = `update ${target} set ${sets.join(', ')}${whereClause(table, query.filters, catalog, params)}`;
        return mutationResult(tx, sql, params, prefer, singular, 200, 204, table, query, catalog);
      }
      case 'DELETE': {
        // Hosted projects load pg-safeupdate: a DELETE without a filter is refused (hence the site's neq zero-uuid).
        if (query.filters.length === 0) throw postgrestError(400, '21000', 'DELETE requires a WHERE clause');
        const sql = `delete from public.${ident(table)}${whereClause(table, query.filters, catalog, params)}`;
        return mutationResult(tx, sql, params, prefer, singular, 200, 204, table, query, catalog);
      }
      default:
        throw postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
  };

  const settings = callerSettings(caller, req, url.pathname);
  let result: Result;
  try {
    result = (await groupedInsert(ctx, settings, table, body, query, prefer, singular, catalog)) ??
      (await ctx.db.transaction((tx) => asCaller(tx, settings, () => run(tx))));
  } catch (error) {
    if (isPgError(error)) throw pgErrorToHttp(error, caller.role);
    throw error;
  }
  sendJson(res, result.status, result.body ?? '', result.headers);
}

/**
 * A POST that is not singular goes through Database.write: one statement with the body as its only parameter,
 * which may share a transaction (and its commit) with the other inserts queued at the same moment, each in its
 * own savepoint with its own role and claims. Answers exactly as the single-transaction path would; `undefined`
 * when the request is not such an insert (that path then runs it).
 */
async function groupedInsert(
  ctx: RestContext,
  settings: Record<string, string>,
  table: string,
  body: Record<string, unknown>[] | Record<string, unknown> | undefined,
  query: ParsedQuery,
  prefer: Prefer,
  singular: boolean,
  catalog: Catalog,
): Promise<Result | undefined> {
  if (settings['request.method'] !== 'POST' || singular) return undefined;
  const rows = Array.isArray(body) ? body : [body ?? {}];
  if (rows.length === 0) return undefined;
  const params = new Params();
  const columns = insertColumns(table, rows, query, catalog);
  const sql = insertSql(table, columns, rows, query, prefer, catalog, params);
  const [param, ...rest] = params.values;
  if (typeof param !== 'string' || rest.length > 0) return undefined;
  const representation = prefer.returnMode === 'representation';
  const written = await ctx.db.write({
    settings,
    sql: representation ? representationSql(sql, table, query, catalog) : sql,
    param,
    result: representation ? 'rows' : 'count',
    ...(representation || prefer.resolution ? {} : batchFor(settings, table, columns, rows.length, catalog)),
  });
  return pluralMutationResult(prefer, written.n, written.body ?? '[]', 201, 201);
}

/**
 * Write.batch for a plain insert (no upsert, no returned rows): inserts of the same columns by the same role and
 * claims, queued together, may go in as one statement. The other requests' rows then run under this one's
 * request.headers, so only where the catalog says nothing reads them.
 */
function batchFor(settings: Record<string, string>, table: string, columns: string[], rows: number, catalog: Catalog): Pick<Write, 'batch'> {
  if (columns.length === 0 || !catalog.insertsBatchable(table)) return {};
  const target = `public.${ident(table)}`;
  const list = columns.map(ident).join(', ');
  const sql =
    `insert into ${target} (${list}) select ${list} from json_array_elements($1::json) as pgrst_body(rows), ` +
    `json_populate_recordset(null::${target}, pgrst_body.rows) on conflict do nothing`;
  const { 'request.headers': _headers, ...same } = settings;
  return { batch: { key: JSON.stringify([sql, same]), sql, rows } };
}

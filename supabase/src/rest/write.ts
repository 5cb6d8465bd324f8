import type { Tx } from '../db/database';
import { postgrestError } from '../http/errors';
import { ident, Params, selectList, whereClause } from './build-sql';
import type { Catalog } from './catalog';
import type { ParsedQuery } from './parse-query';
import type { Body } from './request';
import { OBJECT_MEDIA, singularError, type Prefer } from './request';
import type { Result } from './result';

function returning(table: string, query: ParsedQuery, catalog: Catalog): string {
  return `select ${selectList(table, query.select, catalog)} from pgrst_source`;
}

/** The statement returning `(n, body)`: the mutation's rows as the request's select list wants them. */
export function representationSql(sql: string, table: string, query: ParsedQuery, catalog: Catalog): string {
  return `with pgrst_source as (${sql} returning *), pgrst_out as (${returning(table, query, catalog)}) select count(*)::int as n, coalesce(json_agg(_postgrest_t), '[]')::text as body from pgrst_out _postgrest_t`;
}

function mutationHeaders(prefer: Prefer): Record<string, string> {
  return prefer.applied.length > 0 ? { 'Preference-Applied': prefer.applied.join(', ') } : {};
}

/** The response to a mutation that is not singular, from its row count (and rows, for return=representation). */
export function pluralMutationResult(prefer: Prefer, n: number, body: string, successStatus: number, emptyStatus: number): Result {
  const headers = mutationHeaders(prefer);
  if (prefer.returnMode !== 'representation') {
    headers['Content-Range'] = `*/${prefer.count ? n : '*'}`;
    return { status: emptyStatus, headers };
  }
  headers['Content-Range'] = n === 0 ? `*/${prefer.count ? 0 : '*'}` : `0-${n - 1}/${prefer.count ? n : '*'}`;
  return { status: successStatus, body, headers };
}

export async function mutationResult(
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
export function insertColumns(table: string, rows: Record<string, unknown>[], query: ParsedQuery, catalog: Catalog): string[] {
  let columns = query.columns;
  if (!columns) {
    const keys = Object.keys(rows[0] ?? {});
    // A Set: with keys.includes a body of 100,000 keys took the process 10 s (quadratic), the site with it.
    const known = new Set(keys);
    const same = (row: Record<string, unknown>) => {
      const other = Object.keys(row);
      return other.length === keys.length && other.every((k) => known.has(k));
    };
    if (!rows.every(same)) throw postgrestError(400, 'PGRST102', 'All object keys must match');
    columns = keys;
  }
  for (const column of columns) catalog.writableColumn(table, column);
  return columns;
}

export function insertSql(table: string, columns: string[], rows: Record<string, unknown>[], query: ParsedQuery, prefer: Prefer, catalog: Catalog, params: Params): string {
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


/** What a write needs besides its body: the table, the parsed query string and the headers' preferences. */
export interface WritePlan {
  catalog: Catalog;
  table: string;
  query: ParsedQuery;
  prefer: Prefer;
  singular: boolean;
}

/** POST run in a transaction of its own (a singular insert; plural ones normally go through write-group.ts). */
export async function insertRows(tx: Tx, { catalog, table, query, prefer, singular }: WritePlan, body: Body | undefined): Promise<Result> {
  const params = new Params();
  const rows = Array.isArray(body) ? body : [body ?? {}];
  if (rows.length === 0) return { status: 201, body: prefer.returnMode === 'representation' ? '[]' : undefined, headers: { 'Content-Range': '*/*' } };
  const sql = insertSql(table, insertColumns(table, rows, query, catalog), rows, query, prefer, catalog, params);
  return mutationResult(tx, sql, params, prefer, singular, 201, 201, table, query, catalog);
}

/** PATCH: the body's columns, set on the rows the filters select. */
export async function updateRows(tx: Tx, { catalog, table, query, prefer, singular }: WritePlan, body: Body | undefined): Promise<Result> {
  if (Array.isArray(body)) throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  const params = new Params();
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

/** DELETE: hosted projects load pg-safeupdate, so one without a filter is refused (hence the site's neq zero-uuid). */
export async function deleteRows(tx: Tx, { catalog, table, query, prefer, singular }: WritePlan): Promise<Result> {
  if (query.filters.length === 0) throw postgrestError(400, '21000', 'DELETE requires a WHERE clause');
  const params = new Params();
  const sql = `delete from public.${ident(table)}${whereClause(table, query.filters, catalog, params)}`;
  return mutationResult(tx, sql, params, prefer, singular, 200, 204, table, query, catalog);
}

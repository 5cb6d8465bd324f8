import type { Tx } from '../db/database';
import { postgrestError } from '../http/errors';
import { ident, Params, selectList, whereClause } from './build-sql';
import type { Catalog } from './catalog';
import type { ParsedQuery } from './parse-query';
import { mutationResponse, type MutationKind } from './mutation-response';
import type { Body, Prefer } from './request';
import { singularError } from './request';
import type { Result } from './result';
import { readUpsertUpdates, resetUpsertUpdates, upsertPlan, type UpsertPlan } from './upsert';

function returning(table: string, query: ParsedQuery, catalog: Catalog): string {
  return `select ${selectList(table, query.select, catalog)} from pgrst_source`;
}

/** The statement returning `(n, body)`: the mutation's rows as the request's select list wants them. */
export function representationSql(sql: string, table: string, query: ParsedQuery, catalog: Catalog): string {
  return `with pgrst_source as (${sql} returning *), pgrst_out as (${returning(table, query, catalog)}) select count(*)::int as n, coalesce(json_agg(_postgrest_t), '[]')::text as body from pgrst_out _postgrest_t`;
}

/** A mutation's statement with what decides its answer besides the plan: its kind and, for a POST, its upsert. */
interface Mutation {
  sql: string;
  params: Params;
  kind: MutationKind;
  upsert?: UpsertPlan;
}

/** Runs a mutation in the caller's transaction and answers it (mutation-response.ts). */
async function runMutation(tx: Tx, { sql, params, kind, upsert }: Mutation, { table, query, prefer, singular, catalog }: WritePlan): Promise<Result> {
  if (upsert?.countsUpdates) await resetUpsertUpdates(tx);
  let n: number;
  let body = '[]';
  if (prefer.returnMode !== 'representation' && !singular) {
    n = (await tx.query(sql, params.values)).affectedRows ?? 0;
  } else {
    const page = await tx.query<{ n: number; body: string }>(representationSql(sql, table, query, catalog), params.values);
    n = page.rows[0]?.n ?? 0;
    body = page.rows[0]?.body ?? '[]';
  }
  // Like PostgREST, a singular mutation touching other than one row is rolled back (the throw aborts the tx).
  if (singular && n !== 1) throw singularError(n);
  const inserted = upsert?.countsUpdates ? n - (await readUpsertUpdates(tx)) : n;
  return mutationResponse(prefer, { kind, n, body, inserted, resolutionApplied: upsert?.applied }, singular);
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

/** The insert (or upsert, see upsert.ts) of the body's rows; the body is its only parameter. */
export function insertSql(table: string, columns: string[], rows: Record<string, unknown>[], upsert: UpsertPlan, params: Params): string {
  const list = columns.map(ident).join(', ');
  const target = `public.${ident(table)}`;
  const body = params.add(JSON.stringify(rows));
  const insert =
    columns.length === 0
      ? `insert into ${target} default values`
      : `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${body}::json)`;
  return insert + upsert.clause;
}

/** What a write needs besides its body: the table, the parsed query string and the headers' preferences. */
export interface WritePlan {
  catalog: Catalog;
  table: string;
  query: ParsedQuery;
  prefer: Prefer;
  singular: boolean;
}

/** POST run in a transaction of its own (singular inserts and merge upserts; other plural ones normally go through write-group.ts). */
export async function insertRows(tx: Tx, plan: WritePlan, body: Body | undefined): Promise<Result> {
  const { catalog, table, query, prefer, singular } = plan;
  const params = new Params();
  const rows = Array.isArray(body) ? body : [body ?? {}];
  const columns = rows.length === 0 ? [] : insertColumns(table, rows, query, catalog);
  const upsert = upsertPlan(table, columns, query, prefer, catalog);
  if (rows.length === 0) {
    // Nothing to insert: still PostgREST's answer to an insert of no rows (a merge's 200 included).
    if (singular) throw singularError(0);
    return mutationResponse(prefer, { kind: 'insert', n: 0, body: '[]', inserted: 0, resolutionApplied: upsert.applied }, false);
  }
  return runMutation(tx, { sql: insertSql(table, columns, rows, upsert, params), params, kind: 'insert', upsert }, plan);
}

/** PATCH: the body's columns, set on the rows the filters select. */
export async function updateRows(tx: Tx, plan: WritePlan, body: Body | undefined): Promise<Result> {
  const { catalog, table, query, prefer, singular } = plan;
  if (Array.isArray(body)) throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  const params = new Params();
  const record = body ?? {};
  const columns = Object.keys(record);
  for (const column of columns) catalog.writableColumn(table, column);
  // No column to set: PostgREST selects no row instead of updating (so no filter is needed either) and answers as
  // for an update that matched nothing.
  if (columns.length === 0) {
    if (singular) throw singularError(0);
    return mutationResponse(prefer, { kind: 'update', n: 0, body: '[]' }, false);
  }
  if (query.filters.length === 0) throw postgrestError(400, '21000', 'UPDATE requires a WHERE clause');
  const target = `public.${ident(table)}`;
  const value = params.add(JSON.stringify(record));
  const sets = columns.map((c) => `${ident(c)} = (select ${ident(c)} from json_populate_record(null::${target}, ${value}::json))`);
  const sql = `update ${target} set ${sets.join(', ')}${whereClause(table, query.filters, catalog, params)}`;
  return runMutation(tx, { sql, params, kind: 'update' }, plan);
}

/** DELETE: hosted projects load pg-safeupdate, so one without a filter is refused (hence the site's neq zero-uuid). */
export async function deleteRows(tx: Tx, plan: WritePlan): Promise<Result> {
  const { catalog, table, query } = plan;
  if (query.filters.length === 0) throw postgrestError(400, '21000', 'DELETE requires a WHERE clause');
  const params = new Params();
  const sql = `delete from public.${ident(table)}${whereClause(table, query.filters, catalog, params)}`;
  return runMutation(tx, { sql, params, kind: 'delete' }, plan);
}

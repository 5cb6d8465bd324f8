import type { Database, Write } from '../db/database';
import { ident, Params } from './build-sql';
import type { Catalog } from './catalog';
import type { ParsedQuery } from './parse-query';
import { mutationResponse } from './mutation-response';
import type { Prefer } from './request';
import type { Result } from './result';
import { upsertPlan } from './upsert';
import { insertColumns, insertSql, representationSql } from './write';

/**
 * A POST that is not singular goes through Database.write: one statement with the body as its only parameter,
 * which may share a transaction (and its commit) with the other inserts queued at the same moment, each in its
 * own savepoint with its own role and claims. Answers exactly as the single-transaction path would; `undefined`
 * when the request is not such an insert (that path then runs it). A merge upsert is not: its status needs the
 * count of rows it updated (upsert.ts), read back after its statement, which a group's one round trip cannot do.
 */
export async function groupedInsert(
  db: Database,
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
  const upsert = upsertPlan(table, columns, query, prefer, catalog);
  if (upsert.countsUpdates) return undefined;
  const sql = insertSql(table, columns, rows, upsert, params);
  const [param, ...rest] = params.values;
  if (typeof param !== 'string' || rest.length > 0) return undefined;
  const representation = prefer.returnMode === 'representation';
  const written = await db.write({
    settings,
    sql: representation ? representationSql(sql, table, query, catalog) : sql,
    param,
    result: representation ? 'rows' : 'count',
    ...(representation || prefer.resolution ? {} : batchFor(settings, table, columns, rows.length, catalog)),
  });
  return mutationResponse(prefer, { kind: 'insert', n: written.n, body: written.body ?? '[]', resolutionApplied: upsert.applied }, false);
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

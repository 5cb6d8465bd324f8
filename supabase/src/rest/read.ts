import type { Tx } from '../db/database';
import { postgrestError } from '../http/errors';
import { ident, orderClause, Params, selectList, whereClause } from './build-sql';
import type { Catalog } from './catalog';
import type { ParsedQuery } from './parse-query';
import { OBJECT_MEDIA, singularError, type Prefer } from './request';
import type { Result } from './result';

const AGGREGATE = `select count(*)::int as n, coalesce(json_agg(_postgrest_t), '[]')::text as body from (select * from pgrst_source) _postgrest_t`;
// HEAD has no body: count the page's rows without serialising them (a count over 100k rows stays cheap).
const COUNT_ONLY = `select count(*)::int as n, '[]'::text as body from pgrst_source`;

export async function read(
  catalog: Catalog,
  tx: Tx,
  table: string,
  query: ParsedQuery,
  prefer: Prefer,
  singular: boolean,
  headOnly: boolean,
): Promise<Result> {
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


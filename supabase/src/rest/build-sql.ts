import type { Catalog } from './catalog';
import type { Filter, OrderTerm, SelectItem } from './parse-query';

/** Quotes an identifier that has already been checked against the catalog. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Collects parameters: every value from the request reaches Postgres as $n, never as SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function condition(table: string, filter: Filter, catalog: Catalog, params: Params): string {
  if (filter.kind === 'group') {
    const inner = filter.items.map((item) => condition(table, item, catalog, params));
    const joined = inner.length === 0 ? 'true' : `(${inner.join(filter.join === 'and' ? ' and ' : ' or ')})`;
    return filter.negate ? `not ${joined}` : joined;
  }
  const column = ident(catalog.column(table, filter.column));
  let sql: string;
  const value = filter.value;
  switch (filter.operator) {
    case 'in': {
      const list = Array.isArray(value) ? value : [value];
      sql = list.length === 0 ? 'false' : `${column} in (${list.map((v) => params.add(v)).join(', ')})`;
      break;
    }
    case 'is': {
      const is = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[String(value)];
      sql = `${column} is ${is ?? 'null'}`;
      break;
    }
    case 'like':
    case 'ilike':
      sql = `${column}::text ${filter.operator} ${params.add(String(value).replace(/\*/g, '%'))}`;
      break;
    case 'match':
      sql = `${column}::text ~ ${params.add(String(value))}`;
      break;
    case 'imatch':
      sql = `${column}::text ~* ${params.add(String(value))}`;
      break;
    default:
      sql = `${column} ${COMPARISON[filter.operator] ?? '='} ${params.add(String(value))}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function whereClause(table: string, filters: Filter[], catalog: Catalog, params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((f) => condition(table, f, catalog, params)).join(' and ')}`;
}

export function orderClause(table: string, order: OrderTerm[], catalog: Catalog): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${ident(catalog.column(table, term.column))} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

/** The select list; a cast is one of a fixed set of type names, so it is safe to write unquoted. */
export function selectList(table: string, select: SelectItem[] | null, catalog: Catalog): string {
  if (select === null) return '*';
  return select
    .map((item) => {
      const column = ident(catalog.column(table, item.column));
      const value = item.cast ? `${column}::${item.cast}` : column;
      return `${value} as ${ident(item.alias ?? item.column)}`;
    })
    .join(', ');
}

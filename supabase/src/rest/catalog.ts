import type { Database } from '../db/database';
import { postgrestError } from '../http/errors';
import { loadSql } from '../sql/load-sql';

/**
 * Does anything the database runs on a write read the request's headers or cookies (a function body, a policy,
 * a column default, a check constraint)? Then no two requests may share one statement (see insertsBatchable).
 */
const READS_REQUEST_HEADERS = loadSql('catalog-reads-request-headers');

/** Tables of the schema with a statement-level trigger (it would fire once for a batch, not once per request). */
const STATEMENT_TRIGGERS = loadSql('catalog-statement-triggers');

/** Each table's primary key columns, in the key's order (what an upsert without on_conflict conflicts on). */
const PRIMARY_KEYS = loadSql('catalog-primary-keys');

/** Tables and views of the exposed schema with their columns, read from information_schema (the "schema cache"). */
export class Catalog {
  private constructor(
    private readonly tables: Map<string, Set<string>>,
    private readonly batchable: Set<string>,
    private readonly primaryKeys: Map<string, string[]>,
  ) {}

  static async load(db: Database, schema = 'public'): Promise<Catalog> {
    const { rows, readsHeaders, triggered, keys } = await db.transaction(async (tx) => {
      const columns = await tx.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
          where table_schema = $1 order by table_name, ordinal_position`,
        [schema],
      );
      const reads = await tx.query<{ reads: boolean }>(READS_REQUEST_HEADERS);
      const statementTriggers = await tx.query<{ table_name: string }>(STATEMENT_TRIGGERS, [schema]);
      const primaryKeys = await tx.query<{ table_name: string; column_name: string }>(PRIMARY_KEYS, [schema]);
      return {
        rows: columns.rows,
        readsHeaders: reads.rows[0]?.reads !== false,
        triggered: new Set(statementTriggers.rows.map((r) => r.table_name)),
        keys: primaryKeys.rows,
      };
    });
    const tables = new Map<string, Set<string>>();
    for (const row of rows) {
      const columns = tables.get(row.table_name) ?? new Set<string>();
      columns.add(row.column_name);
      tables.set(row.table_name, columns);
    }
    const batchable = new Set(readsHeaders ? [] : [...tables.keys()].filter((table) => !triggered.has(table)));
    const primaryKeys = new Map<string, string[]>();
    for (const key of keys) primaryKeys.set(key.table_name, [...(primaryKeys.get(key.table_name) ?? []), key.column_name]);
    return new Catalog(tables, batchable, primaryKeys);
  }

  /** The table's primary key columns; none for a view or a table without one. */
  primaryKey(table: string): string[] {
    return this.primaryKeys.get(table) ?? [];
  }

  /**
   * May inserts into this table from different requests of the same caller run as one statement? Only if nothing
   * can tell them apart: their settings differ only in request.headers, which nothing in the database reads,
   * and no statement-level trigger would fire once for them all. Row triggers, RLS checks and constraints still
   * see every row.
   */
  insertsBatchable(table: string): boolean {
    return this.batchable.has(table);
  }

  /** The table's columns, or PostgREST's 404 for a table that is not in the schema cache. */
  table(name: string): Set<string> {
    const columns = this.tables.get(name);
    if (!columns) {
      const similar = [...this.tables.keys()].find((t) => t.toLowerCase() === name.toLowerCase());
      throw postgrestError(
        404,
        'PGRST205',
        `Could not find the table 'public.${name}' in the schema cache`,
        null,
        similar ? `Perhaps you meant the table 'public.${similar}'` : null,
      );
    }
    return columns;
  }

  column(table: string, column: string): string {
    if (!this.table(table).has(column)) {
      throw postgrestError(400, '42703', `column ${table}.${column} does not exist`);
    }
    return column;
  }

  /** A body key that is not a column: PostgREST's PGRST204. */
  writableColumn(table: string, column: string): string {
    if (!this.table(table).has(column)) {
      throw postgrestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
    }
    return column;
  }
}

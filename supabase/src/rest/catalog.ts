import type { Database } from '../db/database';
import { postgrestError } from '../http/errors';

/** Tables and views of the exposed schema with their columns, read from information_schema (the "schema cache"). */
export class Catalog {
  private constructor(private readonly tables: Map<string, Set<string>>) {}

  static async load(db: Database, schema = 'public'): Promise<Catalog> {
    const rows = await db.transaction(async (tx) => {
      const result = await tx.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
          where table_schema = $1 order by table_name, ordinal_position`,
        [schema],
      );
      return result.rows;
    });
    const tables = new Map<string, Set<string>>();
    for (const row of rows) {
      const columns = tables.get(row.table_name) ?? new Set<string>();
      columns.add(row.column_name);
      tables.set(row.table_name, columns);
    }
    return new Catalog(tables);
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

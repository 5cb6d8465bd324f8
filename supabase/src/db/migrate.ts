import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
const BOOTSTRAP_SQL = path.join(__dirname, 'bootstrap.sql');

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** `<timestamp>_<name>.sql`, the Supabase CLI's naming, sorted by version. */
export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .map((file) => /^(\d+)_(.+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ version: match[1] ?? '', name: match[2] ?? '', file: path.join(dir, match[0]) }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/** Provides what hosted Supabase has before migrations (idempotent). */
export async function bootstrap(db: Database): Promise<void> {
  await db.exec(readFileSync(BOOTSTRAP_SQL, 'utf8'));
}

/**
 * Applies, in order, each migration not yet recorded in supabase_migrations.schema_migrations (the table the
 * Supabase CLI keeps on hosted projects). Each one and its record commit together, so a crash never leaves a
 * half-applied migration marked as done. Returns the versions applied.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    const sql = readFileSync(migration.file, 'utf8');
    const done = await db.transaction(async (tx) => {
      const found = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [
        migration.version,
      ]);
      if (found.rows.length > 0) return false;
      // A migration's RAISE WARNING/NOTICE (e.g. rows it found but would not delete) reaches the console.
      await tx.exec(sql, { onNotice: (notice) => console.warn(`[supabase] migration ${migration.version}: ${notice.message}`) });
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        [sql],
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

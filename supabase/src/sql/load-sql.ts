import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Static SQL lives in .sql files next to this module, read once when the importing module loads: the statements
 * are reviewed as SQL (syntax highlighting, sqlfluff) rather than as TypeScript strings.
 */
export function loadSql(name: string): string {
  return readFileSync(path.join(__dirname, `${name}.sql`), 'utf8');
}

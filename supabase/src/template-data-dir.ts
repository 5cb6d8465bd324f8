/**
 * Data directories for test backends, copied from a template that one first start wrote. A first start on an empty
 * directory (initdb, the migrations, the default admin) takes PGlite about 7 s on two cores; opening a copy of what
 * it wrote takes about 0.5 s, and a test suite starts dozens of backends (mutation testing, hundreds). The copy is
 * the same database a first start makes. The template's name carries a hash of everything that decides what a
 * first start writes (the migrations, the backend's source and SQL, PGlite's version), so any change to them builds
 * a new one. The first start itself stays tested: migrations.test.ts passes its own empty directory.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './index';
import { MIGRATIONS_DIR } from './db/migrate';

const PREFIX = 'wanderpages-supabase-template-';
/** What a copy must not inherit: the claim of the process that wrote the template, its mail, its signing keys. */
const PER_BACKEND_FILES = ['server.json', 'mailbox.jsonl', 'keys.json'];
const DAY_MS = 24 * 60 * 60 * 1000;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** PGlite's exports hide its package.json: found by walking up from its entry. */
function pgliteVersion(): string {
  for (let dir = path.dirname(require.resolve('@electric-sql/pglite')); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite') return pkg.version ?? '';
  }
  throw new Error('@electric-sql/pglite has no package.json above its entry');
}

function templateHash(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const file of [...filesUnder(MIGRATIONS_DIR), ...filesUnder(__dirname)]) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Templates of another hash untouched for a day: older sources' leftovers. */
function removeStaleTemplates(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    const dir = path.join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || dir === keep) continue;
    try {
      if (Date.now() - statSync(dir).mtimeMs > DAY_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another process removed it first
    }
  }
}

async function buildTemplate(template: string): Promise<void> {
  const building = mkdtempSync(path.join(tmpdir(), `${PREFIX}building-`));
  try {
    const backend = await startServer({ dataDir: building, port: 0, quiet: true });
    await backend.close();
    for (const file of PER_BACKEND_FILES) rmSync(path.join(building, file), { force: true });
    // Two test workers may build at once: the first rename wins, the other's copy is dropped.
    renameSync(building, template);
    removeStaleTemplates(template);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
}

/** A new directory holding a copy of a first start's data directory. */
export async function dataDirFromTemplate(target: string): Promise<void> {
  const template = path.join(tmpdir(), `${PREFIX}${templateHash()}`);
  if (!existsSync(template)) await buildTemplate(template);
  cpSync(template, target, { recursive: true });
}

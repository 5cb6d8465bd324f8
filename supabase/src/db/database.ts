import { loadSql } from '../sql/load-sql';
import { PgliteThread, type Tx } from './pglite-thread';

export type { Tx } from './pglite-thread';

/**
 * One write that may share a transaction with others (see `Database.write`): a single SQL statement whose only
 * parameter is `$1` (sent as text), run after `set_config(name, value, true)` of each of `settings`.
 */
export interface Write {
  settings: Record<string, string>;
  sql: string;
  param: string;
  /** `count`: the statement's row count; `rows`: the statement returns one row `(n int, body text)`. */
  result: 'count' | 'rows';
  /**
   * Set on a plain insert (result `count`) that may run as one statement with the writes of the same `key`
   * queued right next to it: `sql` takes as `$1` the JSON array of those writes' `param`s and inserts all of
   * their rows, skipping any that would conflict, so the batch stands only if it inserted every row (`rows`
   * of this write). Writes share a key only when running under one write's settings changes nothing for the
   * others (see the REST handler).
   */
  batch?: { key: string; sql: string; rows: number };
}

export interface WriteResult {
  n: number;
  body?: string;
}

/** A Postgres error raised by one write of a group, as PGlite reports errors: SQLSTATE, message, detail, hint. */
export class PgError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** At most this many writes share one transaction, so a group's commit (and its first write's wait) stays short. */
export const MAX_GROUP = 200;
/** …and a group stops taking writes once their parameters reach this size (a bigger write still runs, alone). */
export const MAX_GROUP_BYTES = 1024 * 1024;
/** A write arriving within this many ms of the previous one is part of a burst… */
const BURST_GAP_MS = 5;
/** …and a group it starts waits this long for the rest of the burst before it runs. */
const GATHER_MS = 2;

interface Group {
  members: Member[];
  bytes: number;
}

interface Member {
  write: Write;
  resolve(result: WriteResult): void;
  reject(error: unknown): void;
}

interface Outcome {
  ok: boolean;
  n: number | null;
  body: string | null;
  code: string | null;
  message: string | null;
  detail: string | null;
  hint: string | null;
}

/**
 * Runs a group of writes in the caller's transaction, each in its own subtransaction (a plpgsql block with an
 * exception handler is a savepoint): its settings (role, JWT claims, …) are set locally, its statement runs, and
 * an error rolls back that write alone and is returned as its SQLSTATE, message, detail and hint. One round trip
 * for the whole group: driven from JS, the savepoints and set_config calls cost ten times more per write.
 *
 * An item with `batch` is a run of batchable writes (Write.batch): their rows go in with one statement, in a
 * savepoint of its own, which stands only if it inserted every row. Otherwise (a duplicate, a check or RLS
 * violation) it is rolled back and its writes run one by one as above, so each still gets the outcome it would
 * have had alone. A statement per write costs ~0.5 ms here (a dynamic EXECUTE is planned every time); a batch
 * pays that once.
 *
 * A temporary function: it lives with the session (PGlite has one) and never lands in the schema.
 */
const WRITE_GROUP_FUNCTION = loadSql('write-group-function');

type WriteItem = Omit<Write, 'batch'>;
interface BatchItem {
  batch: { sql: string; rows: number };
  settings: Record<string, string>;
  param: string;
  members: (WriteItem & { rows: number })[];
}

/** What wanderpages_write_group runs: each run of two or more writes with the same batch key becomes one batch. */
function groupItems(writes: Write[]): (WriteItem | BatchItem)[] {
  const items: (WriteItem | BatchItem)[] = [];
  let i = 0;
  while (i < writes.length) {
    const first = writes[i] as Write;
    let end = i + 1;
    while (first.batch && end < writes.length && writes[end]?.batch?.key === first.batch.key) end += 1;
    if (!first.batch || end - i < 2) {
      const { batch: _batch, ...single } = first;
      items.push(single);
    } else {
      const run = writes.slice(i, end);
      items.push({
        batch: { sql: first.batch.sql, rows: run.reduce((sum, w) => sum + (w.batch?.rows ?? 0), 0) },
        settings: first.settings,
        // The members' params are JSON arrays of rows: the batch's parameter is the array of them.
        param: `[${run.map((w) => w.param).join(',')}]`,
        members: run.map(({ batch, ...w }) => ({ ...w, rows: batch?.rows ?? 0 })),
      });
    }
    i = end;
  }
  return items;
}

/**
 * The one PGlite connection, with a FIFO queue in front of it: PGlite has a single connection, so every unit of
 * work runs as its own transaction, strictly one after another, in arrival order (never interleaved). Callers do
 * everything slow (reading bodies, bcrypt, JSON) outside the queue, so a slow client never holds it.
 *
 * PGlite itself runs on a worker thread (./pglite-thread.ts, ./pglite-worker.mjs): the queue and the grouping of
 * writes stay on this thread, and only PGlite's calls (BEGIN, each query, COMMIT or ROLLBACK) cross to the worker,
 * so this thread keeps accepting, parsing and answering requests while Postgres executes. If the worker dies,
 * every pending and later call rejects (the HTTP layer answers 500, as for any database failure).
 *
 * Writes (`write`) are the exception to "one transaction each": writes that queue up one after another while
 * the database is busy are committed together (group commit), each in its own savepoint; see `runGroup`.
 */
export class Database {
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;
  /** The group at the end of the queue, not started yet: a write arriving now joins it. */
  private openGroup: Group | undefined;
  /** When the last write arrived (performance.now()), to tell a burst from a lone write. */
  private lastWriteAt = -Infinity;

  private constructor(private readonly pg: PgliteThread) {}

  static async open(dataDir: string): Promise<Database> {
    const pg = await PgliteThread.open(dataDir);
    try {
      // Timestamps leave the database as ISO 8601 with an offset, as PostgREST's do on hosted projects.
      await pg.exec("set timezone = 'UTC'; set datestyle = 'ISO, YMD'; set intervalstyle = 'iso_8601';");
      await pg.exec(WRITE_GROUP_FUNCTION);
    } catch (error) {
      await pg.close();
      throw error;
    }
    return new Database(pg);
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The database is closed'));
    const run = this.tail.then(job);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Runs `work` in a transaction once every earlier one has finished; a throw rolls it back. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    this.openGroup = undefined; // writes arriving after this transaction run after it
    return this.enqueue(() => this.pg.transaction(work));
  }

  /** Runs a multi-statement script outside any explicit transaction, in queue order. */
  exec(sql: string): Promise<void> {
    this.openGroup = undefined;
    return this.enqueue(() => this.pg.exec(sql));
  }

  /**
   * Runs one write in queue order, resolving only once it is committed. If the write queued just before this one
   * is also a write that has not started yet, the two share a transaction (up to MAX_GROUP writes, MAX_GROUP_BYTES): when the
   * database is idle a write starts at once, alone; while it is busy, the writes that arrive meanwhile wait
   * together and then commit together. Each keeps its own savepoint and settings, so one failing (a duplicate, a
   * check or RLS violation) rolls back only itself and rejects with its own PgError, as it would have alone.
   */
  write(write: Write): Promise<WriteResult> {
    if (this.closed) return Promise.reject(new Error('The database is closed'));
    return new Promise((resolve, reject) => {
      const bytes = write.sql.length + write.param.length;
      let group = this.openGroup;
      if (!group || group.members.length >= MAX_GROUP || (group.members.length > 0 && group.bytes + bytes > MAX_GROUP_BYTES)) {
        const fresh: Group = { members: [], bytes: 0 };
        group = fresh;
        this.openGroup = fresh;
        const inBurst = performance.now() - this.lastWriteAt < BURST_GAP_MS;
        void this.enqueue(async () => {
          // A job queued on an idle database would start (send its group to PGlite's worker, closing the group) in
          // the microtasks right after the request that queued it, before Node reads the next request. Yielding once
          // to the event loop (setImmediate: after the poll phase, no timer) lets every request already received
          // join this group.
          // While writes keep arriving (a burst), the group waits GATHER_MS instead, as Postgres' commit_delay
          // does when other transactions are active: a transaction of its own costs a write ~2 ms here, its row
          // in a shared statement a few hundredths of that. A lone write never waits.
          await new Promise<void>((resolve) => (inBurst ? setTimeout(resolve, GATHER_MS) : setImmediate(resolve)));
          if (this.openGroup === fresh) this.openGroup = undefined;
          return this.runGroup(fresh.members);
        });
      }
      group.members.push({ write, resolve, reject });
      group.bytes += bytes;
      this.lastWriteAt = performance.now();
    });
  }

  /**
   * One transaction for the whole group; every write is answered only after its COMMIT succeeded. If the commit
   * fails (a deferred constraint, the disk), nothing of the group is acknowledged: each write is then run again
   * alone, in its own transaction, so it gets the answer it would have got by itself and an innocent write is
   * not refused for another's fault. A write that fails alone gets that error.
   */
  private async runGroup(members: Member[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      // BEGIN, the group, COMMIT: one round trip to the worker, answered once COMMIT succeeded.
      const payload = JSON.stringify(groupItems(members.map((m) => m.write)));
      outcomes = await this.pg.queryInTransaction<Outcome>('select * from pg_temp.wanderpages_write_group($1)', [payload]);
    } catch (error) {
      if (members.length === 1) {
        members[0]?.reject(error);
        return;
      }
      for (const member of members) await this.runGroup([member]);
      return;
    }
    members.forEach((member, i) => {
      const outcome = outcomes[i];
      if (!outcome) member.reject(new Error('The write group returned no outcome for this write'));
      else if (outcome.ok) member.resolve({ n: outcome.n ?? 0, ...(outcome.body === null ? {} : { body: outcome.body }) });
      else {
        // plpgsql reports an absent detail or hint as ''; PGlite (and so the single-transaction path) as undefined.
        member.reject(new PgError(outcome.code ?? 'XX000', outcome.message ?? 'unknown error', outcome.detail || undefined, outcome.hint || undefined));
      }
    });
  }

  /** Waits for the queue to empty, then closes PGlite and ends its worker (so the process can exit). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.tail;
    await this.pg.close();
  }
}

import { PGlite, type Transaction } from '@electric-sql/pglite';

export type Tx = Transaction;

/**
 * The one PGlite connection, with a FIFO queue in front of it: PGlite has a single connection, so every unit of
 * work runs as its own transaction, strictly one after another, in arrival order (never interleaved). Callers do
 * everything slow (reading bodies, bcrypt, JSON) outside the queue, so a slow client never holds it.
 */
export class Database {
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(readonly pg: PGlite) {}

  static async open(dataDir: string): Promise<Database> {
    const pg = await PGlite.create({ dataDir });
    // Timestamps leave the database as ISO 8601 with an offset, as PostgREST's do on hosted projects.
    await pg.exec("set timezone = 'UTC'; set datestyle = 'ISO, YMD'; set intervalstyle = 'iso_8601';");
    return new Database(pg);
  }

  /** Runs `work` in a transaction once every earlier one has finished; a throw rolls it back. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The database is closed'));
    const run = this.tail.then(() => this.pg.transaction(work));
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Runs a multi-statement script outside any explicit transaction, in queue order. */
  exec(sql: string): Promise<void> {
    const run = this.tail.then(async () => {
      await this.pg.exec(sql);
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.tail;
    await this.pg.close();
  }
}

import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { messages, TransactionAbortedError, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * The worker's module: plain JavaScript next to this file, so Node loads it as it is from tsx, from jest's
 * SWC-compiled CommonJS (jest does not transform what a worker loads) and from `node --import tsx`. `__dirname`,
 * not `import.meta`: this file is compiled to CommonJS (as ../sql/load-sql.ts finds its .sql files).
 */
const WORKER_FILE = path.join(__dirname, 'pglite-worker.mjs');

/** What a query may be given: a NOTICE or WARNING the statement raises reaches `onNotice` in this thread. */
type TxOptions = Pick<QueryOptions, 'onNotice'>;

/** A transaction opened by `PgliteThread.transaction` (`Database.transaction`): PGlite's `Transaction`, as used here. */
export interface Tx {
  query<T>(sql: string, params?: unknown[], options?: TxOptions): Promise<Results<T>>;
  exec(sql: string, options?: TxOptions): Promise<Results[]>;
}

/** The requests pglite-worker.mjs answers (its JSDoc repeats them); `id` is added by `request`. */
type Request =
  | { op: 'open'; dataDir: string }
  | { op: 'exec'; sql: string; inTransaction: boolean; notices: boolean }
  | { op: 'query'; sql: string; params: unknown[] | undefined; inTransaction: boolean; notices: boolean }
  | { op: 'begin' }
  | { op: 'end'; commit: boolean }
  | { op: 'transactionQuery'; sql: string; params: unknown[] }
  | { op: 'close' };

/** An error as the worker sends it: an Error's message, stack and own fields (structured clone keeps only the first two). */
interface SerializedError {
  kind: 'DatabaseError' | 'TransactionAbortedError' | 'Error';
  message: string;
  stack: string | undefined;
  fields: Record<string, unknown>;
  /** PGlite cannot go on (a WebAssembly trap): every call fails from now on. */
  fatal: boolean;
}

type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { id: number; notice: messages.NoticeMessage };

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  onNotice: ((notice: messages.NoticeMessage) => void) | undefined;
  noticeError?: { error: unknown };
}

const STANDARD_ERRORS: Readonly<Record<string, ErrorConstructor>> = { TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError };

/**
 * The error the worker caught, rebuilt in this thread with the same class and fields: a DatabaseError (or
 * TransactionAbortedError) of PGlite's with `code`, `message`, `detail`, `hint`, `severity`, `position`, `where`,
 * `schema`, `table`, `column`, `constraint`, `routine`, `query`, `params`, …, as PGlite on this thread threw it.
 */
function rebuildError(serialized: SerializedError): Error {
  const { kind, message, stack, fields } = serialized;
  let error: Error;
  if (kind === 'TransactionAbortedError') error = new TransactionAbortedError();
  else if (kind === 'DatabaseError') {
    const length = typeof fields.length === 'number' ? fields.length : 0;
    error = new messages.DatabaseError(message, length, (fields.name ?? 'error') as messages.MessageName);
  } else {
    const Standard = typeof fields.name === 'string' ? STANDARD_ERRORS[fields.name] : undefined;
    error = Standard ? new Standard(message) : new Error(message);
  }
  const { name, ...rest } = fields;
  Object.assign(error, rest);
  if (typeof name === 'string' && error.name !== name) error.name = name;
  if (stack !== undefined) error.stack = stack;
  return error;
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * PGlite on a worker thread of its own (pglite-worker.mjs), one call at a time as Database's queue sends them: the
 * main thread only posts a call and waits for its answer, so it serves other requests while Postgres works.
 * Parameters, rows and errors cross by structured clone (Date, bigint, numbers, JSON values, Uint8Array survive it;
 * errors are rebuilt, see `rebuildError`). If the worker dies or PGlite traps, every pending and later call
 * rejects with an error that says so; `close` still resolves, and always ends the worker.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Set once the worker cannot answer any more (died, trapped, or closed): what every call then rejects with. */
  private failure: Error | undefined;
  private closing = false;
  private readonly exited: Promise<void>;

  private constructor() {
    // No execArgv of this process's (tsx's --import, --require): the worker is plain JavaScript and needs no loader.
    this.worker = new Worker(WORKER_FILE, { execArgv: [] });
    // Referenced only while a call is pending (see `request`): an idle database keeps no process alive, as PGlite on
    // the main thread did not, so a test or script that forgets close() still ends; a pending call is always answered.
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.receive(reply));
    this.worker.on('error', (error) => this.fail(`failed: ${describe(error)}`, error));
    this.worker.on('messageerror', (error) => this.fail(`sent a message that could not be read: ${describe(error)}`, error));
    this.exited = new Promise((resolve) => {
      this.worker.once('exit', (code) => {
        this.fail(`exited (code ${code})`);
        resolve();
      });
    });
  }

  /** Starts the worker and opens PGlite on `dataDir` there (creating the cluster if the directory is empty). */
  static async open(dataDir: string): Promise<PgliteThread> {
    const thread = new PgliteThread();
    try {
      await thread.request({ op: 'open', dataDir });
    } catch (error) {
      await thread.terminate();
      throw error;
    }
    return thread;
  }

  /** Runs a multi-statement script outside any explicit transaction (PGlite's `exec`). */
  async exec(sql: string): Promise<void> {
    await this.request({ op: 'exec', sql, inTransaction: false, notices: false });
  }

  /**
   * Runs `work` between BEGIN and COMMIT on the worker (ROLLBACK if it throws), as PGlite's `transaction`: the
   * caller (Database's queue) makes sure nothing else runs meanwhile. Resolves only once COMMIT succeeded; a COMMIT
   * that rolled back (the transaction had failed) rejects with PGlite's TransactionAbortedError (25P02).
   */
  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    await this.request({ op: 'begin' });
    let closed = false;
    const check = (): void => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Tx = {
      query: async <R>(sql: string, params?: unknown[], options?: TxOptions): Promise<Results<R>> => {
        check();
        return this.request({ op: 'query', sql, params, inTransaction: true, notices: options?.onNotice !== undefined }, options?.onNotice) as Promise<Results<R>>;
      },
      exec: async (sql: string, options?: TxOptions): Promise<Results[]> => {
        check();
        return this.request({ op: 'exec', sql, inTransaction: true, notices: options?.onNotice !== undefined }, options?.onNotice) as Promise<Results[]>;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      closed = true;
      await this.request({ op: 'end', commit: false });
      throw error;
    }
    closed = true;
    await this.request({ op: 'end', commit: true });
    return result;
  }

  /** BEGIN, one statement, COMMIT, in a single round trip to the worker: the rows once COMMIT succeeded. */
  async queryInTransaction<T>(sql: string, params: unknown[]): Promise<T[]> {
    const result = (await this.request({ op: 'transactionQuery', sql, params })) as Results<T>;
    return result.rows;
  }

  /** Closes PGlite and ends the worker; resolves even if the worker had died. */
  async close(): Promise<void> {
    try {
      if (!this.failure) await this.request({ op: 'close' });
    } catch (error) {
      if (!this.failure) {
        await this.terminate();
        throw error;
      }
    }
    await this.terminate();
  }

  private async terminate(): Promise<void> {
    this.closing = true;
    this.worker.ref(); // until it has exited, so that close() resolves before the process may end
    await this.worker.terminate();
    await this.exited;
  }

  private request(request: Request, onNotice?: (notice: messages.NoticeMessage) => void): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId;
    this.nextId += 1;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onNotice });
      try {
        this.worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, a class instance with private state): this call only.
        this.pending.delete(id);
        if (this.pending.size === 0) this.worker.unref();
        reject(error);
      }
    });
  }

  private receive(reply: Reply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    if ('notice' in reply) {
      try {
        pending.onNotice?.(reply.notice);
      } catch (error) {
        pending.noticeError ??= { error };
      }
      return;
    }
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (!reply.ok) {
      const error = rebuildError(reply.error);
      pending.reject(error);
      if (reply.error.fatal) this.fail(`failed: ${error.message}`, error);
    } else if (pending.noticeError) pending.reject(pending.noticeError.error);
    else pending.resolve(reply.value);
  }

  /** From now on every call rejects, the pending ones at once: the worker cannot answer them. */
  private fail(what: string, cause?: unknown): void {
    if (this.failure) return;
    this.failure = this.closing
      ? new Error('The database is closed')
      : new Error(`The database worker (PGlite) ${what}; this database cannot be used any more`, cause === undefined ? undefined : { cause });
    for (const pending of this.pending.values()) pending.reject(this.failure);
    this.pending.clear();
    if (!this.closing) void this.worker.terminate();
  }
}

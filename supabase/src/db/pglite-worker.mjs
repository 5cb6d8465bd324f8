// @ts-check
/**
 * The thread PGlite runs on: one worker per Database (./database.ts), started by ./pglite-thread.ts, through which
 * Database's queue sends this worker PGlite's calls. While Postgres (WebAssembly) executes here, the main
 * thread keeps accepting, parsing and answering requests. Messages are handled as they arrive: the queue sends one
 * unit of work at a time, and PGlite's own locks order the calls within it.
 *
 * Plain JavaScript, loaded by Node as it is: every context that opens a Database (tsx, jest's SWC-compiled
 * CommonJS, `node --import tsx`) starts it with `new Worker(<this file>)`, and jest does not transform what a
 * worker loads. The messages are described in ./pglite-thread.ts (`Request`, `Reply`); this file repeats their
 * shapes as JSDoc.
 *
 * Every request carries an `id`; the reply carries the same one: `{ id, ok: true, value }` or
 * `{ id, ok: false, error }`, where `error` is a plain object (structured clone keeps an Error's message and stack
 * but drops the SQLSTATE, detail, hint and the rest of a PGlite error's fields). `{ id, notice }` is a NOTICE
 * or WARNING raised while that request runs, sent before its reply.
 */
import { parentPort } from 'node:worker_threads';
import { PGlite, TransactionAbortedError, messages } from '@electric-sql/pglite';

/**
 * @typedef {import('@electric-sql/pglite').Transaction} Transaction
 * @typedef {import('@electric-sql/pglite').QueryOptions} QueryOptions
 * @typedef {{ id: number, op: 'open', dataDir: string }
 *   | { id: number, op: 'exec', sql: string, inTransaction: boolean, notices: boolean }
 *   | { id: number, op: 'query', sql: string, params: unknown[] | undefined, inTransaction: boolean, notices: boolean }
 *   | { id: number, op: 'begin' }
 *   | { id: number, op: 'end', commit: boolean }
 *   | { id: number, op: 'transactionQuery', sql: string, params: unknown[] }
 *   | { id: number, op: 'close' }} Request
 * @typedef {{ kind: 'DatabaseError' | 'TransactionAbortedError' | 'Error', message: string, stack: string | undefined,
 *   fields: Record<string, unknown>, fatal: boolean }} SerializedError
 */

if (!parentPort) throw new Error('pglite-worker.mjs runs on a worker thread (new Worker(file)), not as a script');
const port = parentPort;

/** @type {PGlite | undefined} */
let pg;

/**
 * The transaction between a `begin` and its `end`: PGlite's own `transaction()`, whose callback stays pending until
 * `end` settles it, so BEGIN, COMMIT, ROLLBACK and a COMMIT that rolled back (25P02) are exactly PGlite's.
 * @type {{ tx: Transaction, end: (commit: boolean, id: number) => void } | undefined}
 */
let open;

/** What the callback of a transaction throws to have PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

/** @returns {PGlite} */
function database() {
  if (!pg) throw new Error('The database is not open on its worker');
  return pg;
}

/**
 * Where a query of this request runs: the open transaction, or the database outside any.
 * @param {boolean} inTransaction
 * @returns {Transaction | PGlite}
 */
function target(inTransaction) {
  if (!inTransaction) return database();
  if (!open) throw new Error('No transaction is open on the database worker');
  return open.tx;
}

/**
 * @param {number} id
 * @param {boolean} notices
 * @returns {QueryOptions | undefined}
 */
function options(id, notices) {
  return notices ? { onNotice: (notice) => port.postMessage({ id, notice: { ...notice } }) } : undefined;
}

/**
 * @param {number} id
 * @param {unknown} [value]
 */
function reply(id, value) {
  port.postMessage({ id, ok: true, value });
}

/**
 * A WebAssembly trap or Emscripten's exit leaves PGlite unusable: the main thread then fails every call.
 * @param {unknown} error
 */
function isFatal(error) {
  return error instanceof WebAssembly.RuntimeError || (error instanceof Error && error.name === 'ExitStatus');
}

/**
 * @param {unknown} error
 * @returns {SerializedError}
 */
function serialize(error) {
  if (!(error instanceof Error)) return { kind: 'Error', message: String(error), stack: undefined, fields: {}, fatal: false };
  const kind = error instanceof TransactionAbortedError ? 'TransactionAbortedError' : error instanceof messages.DatabaseError ? 'DatabaseError' : 'Error';
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name };
  // A PGlite error's own fields: severity, code, detail, hint, position, where, schema, table, column, constraint,
  // routine, …, query and params; queryOptions may hold functions, which cannot cross.
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'queryOptions' && typeof value !== 'function' && typeof value !== 'symbol') fields[key] = value;
  }
  return { kind, message: error.message, stack: error.stack, fields, fatal: isFatal(error) };
}

/**
 * @param {number} id
 * @param {unknown} error
 */
function fail(id, error) {
  const serialized = serialize(error);
  try {
    port.postMessage({ id, ok: false, error: serialized });
  } catch {
    // A field that cannot be cloned (a parameter of an exotic type): send the fields that are plain values.
    const plain = Object.fromEntries(Object.entries(serialized.fields).filter(([, value]) => value === null || typeof value !== 'object'));
    port.postMessage({ id, ok: false, error: { ...serialized, fields: plain } });
  }
}

/**
 * Opens a transaction; the reply to `begin` is sent once BEGIN ran, the reply to `end` once COMMIT or ROLLBACK did.
 * @param {number} id
 */
function begin(id) {
  let begun = false;
  let endId = 0;
  database()
    .transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          begun = true;
          open = {
            tx,
            end(commit, requestId) {
              open = undefined;
              endId = requestId;
              if (commit) resolve(undefined);
              else reject(ROLLBACK);
            },
          };
          reply(id);
        }),
    )
    .then(
      () => reply(endId),
      (error) => {
        open = undefined;
        if (!begun) fail(id, error);
        else if (error === ROLLBACK) reply(endId);
        else fail(endId, error);
      },
    );
}

/** @param {Request} request */
async function handle(request) {
  const { id } = request;
  try {
    switch (request.op) {
      case 'open':
        pg = await PGlite.create({ dataDir: request.dataDir });
        reply(id);
        return;
      case 'exec':
        reply(id, await target(request.inTransaction).exec(request.sql, options(id, request.notices)));
        return;
      case 'query':
        reply(id, await target(request.inTransaction).query(request.sql, request.params, options(id, request.notices)));
        return;
      case 'begin':
        begin(id);
        return;
      case 'end':
        if (!open) throw new Error('No transaction is open on the database worker');
        open.end(request.commit, id);
        return;
      case 'transactionQuery':
        reply(id, await database().transaction((tx) => tx.query(request.sql, request.params)));
        return;
      case 'close':
        await pg?.close();
        pg = undefined;
        reply(id);
        return;
      default:
        throw new Error(`Unknown request to the database worker: ${JSON.stringify(/** @type {{ op?: unknown }} */ (request).op)}`);
    }
  } catch (error) {
    fail(id, error);
  }
}

port.on('message', (/** @type {Request} */ request) => void handle(request));

import { HttpError } from '../http/errors';

interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgErrorLike {
  return (
    error instanceof Error &&
    typeof (error as Partial<PgErrorLike>).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as unknown as PgErrorLike).code)
  );
}

/** PostgREST's statuses for exact SQLSTATEs (Error.hs, mapSQLtoHTTP), checked before the class table below. */
const BY_CODE: Readonly<Record<string, number>> = {
  '23503': 409, // foreign_key_violation
  '23505': 409, // unique_violation
  '25006': 405, // read_only_sql_transaction
  '53400': 500, // configuration_limit_exceeded
  '57P01': 503, // admin_shutdown
  P0001: 400, // RAISE's default code
  '42883': 404, // undefined_function
  '42P01': 404, // undefined_table
  '42P17': 500, // invalid_object_definition (infinite recursion in a policy)
};

/** … and for the two-character class of the rest. */
const BY_CLASS: Readonly<Record<string, number>> = {
  '08': 503, // connection exception
  '09': 500, // triggered action exception
  '0L': 403, // invalid grantor
  '0P': 403, // invalid role specification
  '25': 500, // invalid transaction state
  '28': 403, // invalid authorization specification
  '2D': 500, // invalid transaction termination
  '38': 500, // external routine exception
  '39': 500, // external routine invocation exception
  '3B': 500, // savepoint exception
  '40': 500, // transaction rollback
  '53': 503, // insufficient resources
  '54': 500, // program limit exceeded
  '55': 500, // object not in prerequisite state
  '57': 500, // operator intervention
  '58': 500, // system error
  F0: 500, // configuration file error
  HV: 500, // foreign data wrapper error
  P0: 500, // PL/pgSQL error
  XX: 500, // internal error
};

/**
 * PostgREST's mapping from SQLSTATE to HTTP status, so that a client sees the same status here as from a hosted
 * project: the cases that also read the message or the role, then the exact code, then its class, else 400.
 * (`RAISE SQLSTATE 'PGRST'`, PostgREST's full response control, is not supported: no migration here uses it.)
 */
export function statusForSqlState(code: string, message: string, role: string): number {
  // Insufficient privilege: an anonymous caller may yet sign in (401), a signed-in one may not (403).
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // pg-safeupdate's "DELETE requires a WHERE clause" is the client's mistake; any other cardinality error is ours.
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  // The role a JWT names does not exist.
  if (code === '22023' && message.startsWith('role') && message.endsWith('does not exist')) return 401;
  if (code === '42883' && message.startsWith('function xmlagg(')) return 406;
  // RAISE SQLSTATE 'PT404': the function chose the status.
  if (code.startsWith('PT')) return /^PT[1-5]\d\d$/.test(code) ? Number(code.slice(2)) : 500;
  return BY_CODE[code] ?? BY_CLASS[code.slice(0, 2)] ?? 400;
}

/** A Postgres error as PostgREST reports it: the SQLSTATE kept as `code`, detail and hint passed through. */
export function pgErrorToHttp(error: PgErrorLike, role: string): HttpError {
  const status = statusForSqlState(error.code, error.message, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new HttpError(
    status,
    { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message },
    headers,
  );
}

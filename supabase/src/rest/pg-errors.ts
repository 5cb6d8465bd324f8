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

/** PostgREST's mapping from SQLSTATE to HTTP status. */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (prefix === '54') return 413;
  if (['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'XX'].includes(prefix)) return 500;
  return 400;
}

/** A Postgres error as PostgREST reports it: the SQLSTATE kept as `code`, detail and hint passed through. */
export function pgErrorToHttp(error: PgErrorLike, role: string): HttpError {
  const status = statusForSqlState(error.code, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new HttpError(
    status,
    { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message },
    headers,
  );
}

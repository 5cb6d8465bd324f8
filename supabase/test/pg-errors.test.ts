/**
 * A Postgres error becomes the HTTP answer PostgREST would give for it (its errors reference, "HTTP Status Codes"),
 * so supabase-js sees the same status from the embedded backend as from a hosted project.
 */
import { HttpError } from '../src/http/errors';
import { isPgError, pgErrorToHttp, statusForSqlState } from '../src/rest/pg-errors';

describe('statusForSqlState', () => {
  it.each([
    ['08006', 503, 'connection failure'],
    ['09000', 500, 'triggered action exception'],
    ['0L000', 403, 'invalid grantor'],
    ['0P000', 403, 'invalid role specification'],
    ['23503', 409, 'foreign key violation'],
    ['23505', 409, 'unique violation'],
    ['23502', 400, 'not-null violation (any other integrity error)'],
    ['23514', 400, 'check violation'],
    ['25006', 405, 'read-only transaction'],
    ['25001', 500, 'other invalid transaction state'],
    ['28000', 403, 'invalid authorization specification'],
    ['2D000', 500, 'invalid transaction termination'],
    ['38000', 500, 'external routine exception'],
    ['39000', 500, 'external routine invocation'],
    ['3B000', 500, 'savepoint exception'],
    ['40001', 500, 'serialization failure'],
    ['53400', 500, 'configuration limit exceeded'],
    ['53100', 503, 'disk full'],
    ['54001', 500, 'statement too complex'],
    ['55P03', 500, 'lock not available'],
    ['57P01', 503, 'admin shutdown'],
    ['57014', 500, 'query canceled'],
    ['58030', 500, 'I/O error'],
    ['F0000', 500, 'configuration file error'],
    ['HV000', 500, 'foreign data wrapper error'],
    ['P0001', 400, 'RAISE EXCEPTION'],
    ['P0002', 500, 'no data found in PL/pgSQL'],
    ['XX000', 500, 'internal error'],
    ['42883', 404, 'undefined function'],
    ['42P01', 404, 'undefined table'],
    ['42P17', 500, 'infinite recursion in a policy'],
    ['22P02', 400, 'invalid text representation'],
    ['42703', 400, 'undefined column'],
  ])('%s is %i (%s)', (code, status) => {
    expect(statusForSqlState(code, 'some message', 'authenticated')).toBe(status);
  });

  it('answers insufficient privilege with 401 for an anonymous caller and 403 for a signed-in one', () => {
    expect(statusForSqlState('42501', 'permission denied for table newsletter_signups', 'anon')).toBe(401);
    expect(statusForSqlState('42501', 'permission denied for table newsletter_signups', 'authenticated')).toBe(403);
    expect(statusForSqlState('42501', 'permission denied for table newsletter_signups', 'service_role')).toBe(403);
  });

  // Where PostgREST reads the message too, and only for that SQLSTATE.
  it.each([
    ['21000', 'DELETE requires a WHERE clause', 400],
    ['21000', 'more than one row returned by a subquery used as an expression', 500],
    ['22023', 'role "ghost" does not exist', 401],
    ['22023', 'invalid value for parameter "TimeZone"', 400],
    ['22023', 'unrecognized configuration parameter "x" does not exist', 400],
    ['22023', 'role name must not be empty', 400],
    ['42704', 'role "ghost" does not exist', 400],
    ['42883', 'function xmlagg(json) does not exist', 406],
    ['42725', 'function xmlagg(unknown) is not unique', 400],
  ])('%s "%s" is %i', (code, message, status) => {
    expect(statusForSqlState(code, message, 'anon')).toBe(status);
  });

  it('lets a function choose its status with RAISE SQLSTATE PTxyz, and refuses a status that is not one', () => {
    expect(statusForSqlState('PT402', 'Payment required', 'anon')).toBe(402);
    expect(statusForSqlState('PT201', 'Created', 'anon')).toBe(201);
    expect(statusForSqlState('PT999', 'not a status', 'anon')).toBe(500);
    expect(statusForSqlState('PTABC', 'not a status', 'anon')).toBe(500);
  });
});

describe('isPgError', () => {
  const withCode = (code: unknown) => Object.assign(new Error('boom'), { code });

  it('recognises an Error carrying a five-character SQLSTATE', () => {
    expect(isPgError(withCode('23505'))).toBe(true);
    expect(isPgError(withCode('42P01'))).toBe(true);
  });

  it('does not take a Node error code, a short code or a plain object for a Postgres error', () => {
    expect(isPgError(withCode('ENOENT'))).toBe(false);
    expect(isPgError(withCode('2350'))).toBe(false);
    expect(isPgError(withCode('x23505'))).toBe(false);
    expect(isPgError(withCode(23505))).toBe(false);
    expect(isPgError({ code: '23505', message: 'not an Error' })).toBe(false);
  });
});

describe('pgErrorToHttp', () => {
  it('keeps the SQLSTATE, message, detail and hint in PostgREST shape', () => {
    const error = pgErrorToHttp(
      { code: '23505', message: 'duplicate key value violates unique constraint', detail: 'Key (email)=(a@b.c) already exists.', hint: 'Try another' },
      'anon',
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(409);
    expect(error.body).toEqual({
      code: '23505',
      details: 'Key (email)=(a@b.c) already exists.',
      hint: 'Try another',
      message: 'duplicate key value violates unique constraint',
    });
    expect(error.headers).toEqual({});
  });

  it('sends null for a missing detail or hint, and asks for a bearer token with a 401', () => {
    const error = pgErrorToHttp({ code: '42501', message: 'permission denied for table newsletter_signups' }, 'anon');
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table newsletter_signups' });
    expect(error.headers).toEqual({ 'WWW-Authenticate': 'Bearer' });
  });
});

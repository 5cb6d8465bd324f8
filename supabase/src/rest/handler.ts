import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Tx } from '../db/database';
import { readBody } from '../http/body';
import { postgrestError } from '../http/errors';
import { sendJson } from '../http/respond';
import { decodePathSegment } from '../http/url';
import type { ApiRole, Claims } from '../auth/verify-jwt';
import { loadSql } from '../sql/load-sql';
import type { Catalog } from './catalog';
import { parseQuery } from './parse-query';
import { isPgError, pgErrorToHttp } from './pg-errors';
import { read } from './read';
import { applyRangeHeader, callerSettings, checkAccept, checkRowCount, checkProfile, parseBody, parsePrefer, wantsObject } from './request';
import type { Result } from './result';
import { deleteRows, insertRows, updateRows, type WritePlan } from './write';
import { groupedInsert } from './write-group';

export interface RestContext {
  db: Database;
  catalog: () => Catalog;
}

export interface RestCaller {
  role: ApiRole;
  claims: Claims;
}

const SET_CALLER = loadSql('rest-set-caller');

/** Runs the request's statements as the caller (see callerSettings). */
async function asCaller<T>(tx: Tx, settings: Record<string, string>, work: () => Promise<T>): Promise<T> {
  await tx.query(
    SET_CALLER,
    [settings.role, settings['request.jwt.claims'], settings['request.method'], settings['request.path'], settings['request.headers'], settings.search_path],
  );
  return work();
}

/** Answers /rest/v1/<table> for GET, HEAD, POST, PATCH and DELETE. */
export async function handleRest(
  ctx: RestContext,
  caller: RestCaller,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const relative = url.pathname.replace(/^\/rest\/v1\/?/, '');
  const method = req.method ?? 'GET';
  checkProfile(req);
  if (relative === '') {
    throw postgrestError(404, 'PGRST125', 'The OpenAPI description is not served by the embedded backend');
  }
  if (relative.startsWith('rpc/')) {
    const fn = decodePathSegment(relative.slice(4));
    throw postgrestError(404, 'PGRST202', `Could not find the function public.${fn} without parameters in the schema cache`);
  }
  const table = decodePathSegment(relative);
  const catalog = ctx.catalog();
  catalog.table(table);
  checkAccept(req);
  const query = parseQuery(url.searchParams);
  const prefer = parsePrefer(typeof req.headers.prefer === 'string' ? req.headers.prefer : undefined);
  const singular = wantsObject(req);
  const body = method === 'POST' || method === 'PATCH' ? parseBody(await readBody(req)) : undefined;
  checkRowCount(body, caller.role);
  if (method === 'DELETE' || method === 'GET' || method === 'HEAD') req.resume();

  const plan: WritePlan = { catalog, table, query, prefer, singular };
  const run = async (tx: Tx): Promise<Result> => {
    switch (method) {
      case 'GET':
      case 'HEAD':
        applyRangeHeader(query, typeof req.headers.range === 'string' ? req.headers.range : undefined);
        return read(catalog, tx, table, query, prefer, singular, req.method === 'HEAD');
      case 'POST':
        return insertRows(tx, plan, body);
      case 'PATCH':
        return updateRows(tx, plan, body);
      case 'DELETE':
        return deleteRows(tx, plan);
      default:
        throw postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
  };

  const settings = callerSettings(caller, req, url.pathname);
  let result: Result;
  try {
    result = (await groupedInsert(ctx.db, settings, table, body, query, prefer, singular, catalog)) ??
      (await ctx.db.transaction((tx) => asCaller(tx, settings, () => run(tx))));
  } catch (error) {
    if (isPgError(error)) throw pgErrorToHttp(error, caller.role);
    throw error;
  }
  sendJson(res, result.status, result.body ?? '', result.headers);
}


/** The first stage, as PostgREST's ApiRequest: what the headers (Accept, Prefer, Range, profiles) and the body ask for. */
import type { IncomingMessage } from 'node:http';
import { postgrestError, type HttpError } from '../http/errors';
import { jsonDepth, MAX_JSON_DEPTH } from '../http/json-depth';
import type { ParsedQuery } from './parse-query';

export const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

/**
 * Rows one POST may carry for anon and authenticated (the service role is bounded by the body size only): the
 * site sends one signup at a time, and a 16,000-row anonymous insert is a flood, not a form.
 */
export const MAX_ROWS_PER_REQUEST = 1000;

export function checkRowCount(body: Body | undefined, role: string): void {
  if (Array.isArray(body) && body.length > MAX_ROWS_PER_REQUEST && role !== 'service_role') {
    throw postgrestError(413, 'PGRST413', `The request body has ${body.length} rows, more than the limit of ${MAX_ROWS_PER_REQUEST} per request`);
  }
}

export interface RestCallerLike {
  role: string;
  claims: Record<string, unknown>;
}

export interface Prefer {
  returnMode: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  applied: string[];
}

export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = { returnMode: 'minimal', applied: [] };
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part.trim().split('=');
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefer.returnMode = value;
      prefer.applied.push(`return=${value}`);
    } else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefer.count = value;
      prefer.applied.push(`count=${value}`);
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefer.resolution = value;
      prefer.applied.push(`resolution=${value}`);
    }
  }
  return prefer;
}

/** Range: 0-9 (items), as some clients send instead of limit/offset. */
export function applyRangeHeader(query: ParsedQuery, header: string | undefined): void {
  const match = header ? /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return;
  const from = Number(match[1]);
  query.offset = from;
  if (match[2] !== '') {
    const size = Math.max(0, Number(match[2]) - from + 1);
    query.limit = query.limit === undefined ? size : Math.min(query.limit, size);
  }
}

export function wantsObject(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes(OBJECT_MEDIA);
}

export function checkAccept(req: IncomingMessage): void {
  const accept = req.headers.accept;
  if (!accept) return;
  const served = ['application/json', OBJECT_MEDIA, '*/*', 'application/*'];
  const types = accept.split(',').map((t) => t.split(';')[0]?.trim() ?? '');
  if (!types.some((t) => served.includes(t))) {
    throw postgrestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
  }
}

export function checkProfile(req: IncomingMessage): void {
  const read = req.method === 'GET' || req.method === 'HEAD';
  const profile = read ? req.headers['accept-profile'] : req.headers['content-profile'];
  if (typeof profile === 'string' && profile !== '' && profile !== 'public') {
    throw postgrestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
}

/** A POST or PATCH body: one object or an array of objects. */
export type Body = Record<string, unknown>[] | Record<string, unknown>;

export function parseBody(text: string): Body {
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (jsonDepth(parsed) > MAX_JSON_DEPTH) throw postgrestError(400, 'PGRST102', `Empty or invalid json: nested deeper than ${MAX_JSON_DEPTH} levels`);
  if (isObject(parsed)) return parsed;
  if (Array.isArray(parsed) && parsed.every(isObject)) return parsed;
  throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
}

export function singularError(rows: number): HttpError {
  return postgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}


/** What PostgREST sets for a request, locally to its transaction: the role and JWT claims (so RLS and grants decide), the method, path and headers. */
export function callerSettings(caller: RestCallerLike, req: IncomingMessage, path: string): Record<string, string> {
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => name !== 'cookie' && name !== 'authorization'),
  );
  return {
    role: caller.role,
    'request.jwt.claims': JSON.stringify(caller.claims),
    'request.method': req.method ?? 'GET',
    'request.path': path,
    'request.headers': JSON.stringify(headers),
    search_path: 'public',
  };
}


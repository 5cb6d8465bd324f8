import type { IncomingMessage } from 'node:http';
import { HttpError, postgrestError } from './errors';

/**
 * The request's URL. Origin-form (`/rest/v1/…`, what clients send) is read as a path even when it starts with
 * `//`, which `new URL(target, base)` would read as another host's address (`//x/rest/v1/t` became
 * `/rest/v1/t`); absolute-form (`http://host/…`) as it is. Anything else (`*`, a bare word) is a 400, not a crash.
 */
export function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '/';
  try {
    if (target.startsWith('/')) return new URL(`http://localhost${target}`);
    if (/^https?:\/\//i.test(target)) return new URL(target);
  } catch {
    // fall through: a target URL() refuses
  }
  throw new HttpError(400, { message: 'Malformed request target' });
}

/**
 * decodeURIComponent that answers malformed percent-encoding (`%E0%A4%A`, `%zz`) with a 400 in the API's
 * shape rather than throwing a URIError (a 500). NUL is refused too: Postgres text cannot hold it.
 */
export function decodePathSegment(text: string, error: (message: string) => HttpError = pgrstPathError): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    throw error(`Malformed percent-encoding in the path: ${text.slice(0, 100)}`);
  }
  if (decoded.includes('\0')) throw error('The path contains a NUL character');
  return decoded;
}

function pgrstPathError(message: string): HttpError {
  return postgrestError(400, 'PGRST100', message);
}

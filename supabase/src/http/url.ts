import type { IncomingMessage } from 'node:http';
import { HttpError, postgrestError } from './errors';

/** The request's URL; a target URL() refuses (e.g. `//`) is a 400, not a crash. */
export function requestUrl(req: IncomingMessage): URL {
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    throw new HttpError(400, { message: 'Malformed request target' });
  }
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

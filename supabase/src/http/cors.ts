import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS';
// Without these exposed, the browser hides counts (Content-Range) and auth error codes (X-Supabase-Api-Version).
const EXPOSED = 'Content-Range, Content-Location, Content-Profile, Preference-Applied, Range-Unit, Location, Retry-After, X-Supabase-Api-Version, X-Total-Count, Link';
// Everything supabase-js sends, for clients that do not send Access-Control-Request-Headers.
const DEFAULT_ALLOWED_HEADERS =
  'apikey, authorization, content-type, prefer, range, range-unit, accept, accept-profile, content-profile, x-client-info, x-supabase-api-version, x-upsert';

/**
 * CORS for /rest/v1 and /auth/v1, answered only to the site's origins (hosted answers any origin; a local
 * instance must not be scriptable by whatever page the developer has open). Preflights echo the requested
 * headers. Returns true when the request was a preflight and is answered.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, isAllowedOrigin: (origin: string) => boolean): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin === undefined || !isAllowedOrigin(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
  if (req.method !== 'OPTIONS') return false;
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': requested && requested.length > 0 ? requested : DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  });
  res.end();
  return true;
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AuthContext } from './auth/context';
import { handleAuth } from './auth/router';
import { CachedJwtVerifier } from './auth/verify-jwt';
import { applyCors } from './http/cors';
import { gatewayError, HttpError } from './http/errors';
import { checkHost, refuseForeignOrigin } from './http/guard';
import { explainParserErrors } from './http/parser-errors';
import { sendJson } from './http/respond';
import { requestUrl } from './http/url';
import { handleMailbox } from './mailbox/page';
import type { Mailbox } from './mailbox/mailbox';
import type { Keys } from './keys';
import { resolveCaller } from './rest/caller';
import { handleRest, type RestContext } from './rest/handler';

export interface ServerContext {
  keys: Keys;
  rest: RestContext;
  auth: AuthContext;
  mailbox: Mailbox;
  quiet: boolean;
  /** CORS for /rest/v1 and /auth/v1 (not the admin API). */
  isAllowedOrigin: (origin: string) => boolean;
  /** Host names served besides localhost, 127.0.0.1 and [::1]. */
  allowedHosts: readonly string[];
  /** The port actually listened on (known after listen). */
  port: () => number;
}

// Open without an apikey on hosted projects too: the browser follows these links from an email.
const OPEN_AUTH_PATHS = new Set(['/auth/v1/verify', '/auth/v1/health']);

/** The gateway's key check: the apikey header (or ?apikey=) must be this project's anon or service-role key. */
function checkApiKey(req: IncomingMessage, url: URL, keys: Keys): string {
  const header = req.headers.apikey;
  const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
  if (!apikey) throw gatewayError(401, 'No API key found in request', 'No `apikey` request header or url param was found.');
  if (apikey !== keys.anonKey && apikey !== keys.serviceRoleKey) {
    throw gatewayError(401, 'Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
  }
  return apikey;
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

async function route(ctx: ServerContext, jwt: CachedJwtVerifier, req: IncomingMessage, res: ServerResponse): Promise<void> {
  checkHost(req, ctx.port(), ctx.allowedHosts);
  const url = requestUrl(req);
  const path = url.pathname;
  if (under(path, '/mailbox')) {
    refuseForeignOrigin(req);
    handleMailbox(ctx.mailbox, req, res, url);
    return;
  }
  if (under(path, '/auth/v1/admin')) {
    refuseForeignOrigin(req);
  } else if (under(path, '/rest/v1') || under(path, '/auth/v1')) {
    if (applyCors(req, res, ctx.isAllowedOrigin)) return;
    refuseForeignOrigin(req, ctx.isAllowedOrigin);
  }
  if (under(path, '/rest/v1')) {
    const apikey = checkApiKey(req, url, ctx.keys);
    url.searchParams.delete('apikey');
    const caller = await resolveCaller(req, apikey, jwt);
    await handleRest(ctx.rest, caller, req, res, url);
    return;
  }
  if (under(path, '/auth/v1')) {
    if (!OPEN_AUTH_PATHS.has(path)) checkApiKey(req, url, ctx.keys);
    await handleAuth(ctx.auth, req, res, url);
    return;
  }
  if (path === '/' && req.method === 'GET') {
    sendJson(res, 200, { name: 'Wanderpages embedded Supabase backend', rest: '/rest/v1', auth: '/auth/v1', mailbox: '/mailbox' });
    return;
  }
  // What the hosted gateway answers for storage, realtime, functions and anything else not routed.
  throw gatewayError(404, 'no Route matched with those values');
}

export function createHttpServer(ctx: ServerContext): Server {
  const jwt = new CachedJwtVerifier(ctx.keys.jwtSecret);
  const server = createServer((req, res) => {
    route(ctx, jwt, req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body, error.headers);
        return;
      }
      if (!ctx.quiet) console.error('[supabase] unexpected error', error);
      // 500, never 503/520: supabase-js retries those for GET/HEAD.
      const body = req.url?.startsWith('/auth/')
        ? { code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' }
        : { code: 'XX000', details: null, hint: null, message: 'Internal server error' };
      if (res.headersSent) res.end();
      else sendJson(res, 500, body);
    });
  });
  // In the API's own shape: supabase-js reads `message` from an error's JSON body.
  return explainParserErrors(server, (_status, message) => ({
    contentType: 'application/json; charset=utf-8',
    text: JSON.stringify({ message }),
  }));
}

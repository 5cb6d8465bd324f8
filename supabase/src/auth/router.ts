import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/errors';
import { sendJson } from '../http/respond';
import { decodePathSegment } from '../http/url';
import { authError, errorsFor } from './api-errors';
import type { AuthContext, AuthEndpoint } from './context';
import { createUser, deleteUserById, getUserById, listUsers, updateUserById } from './endpoints/admin-users';
import { logout } from './endpoints/logout';
import { health, settings } from './endpoints/meta';
import { recover, resend } from './endpoints/recover';
import { signup } from './endpoints/signup';
import { token } from './endpoints/token';
import { getUser, updateOwnUser } from './endpoints/user';
import { API_VERSION, verifyGet, verifyPost } from './endpoints/verify';
import { requireServiceRole } from './request';

interface Route {
  /** `*` matches any method (after the routes naming one). */
  method: string;
  path: RegExp;
  endpoint: AuthEndpoint;
}

/** An admin path with a method it does not serve: the service role is checked first, as GoTrue's admin group does. */
const adminMethodNotAllowed: AuthEndpoint = async ({ ctx, req }) => {
  await requireServiceRole(ctx, req);
  throw errorsFor.methodNotAllowed(req.method ?? 'GET');
};

/** The endpoints served below /auth/v1, GoTrue's names; anything else is 404 not_found. */
export const AUTH_ROUTES: readonly Route[] = [
  { method: 'GET', path: /^\/health$/, endpoint: health },
  { method: 'GET', path: /^\/settings$/, endpoint: settings },
  { method: 'POST', path: /^\/signup$/, endpoint: signup },
  { method: 'POST', path: /^\/token$/, endpoint: token },
  { method: 'POST', path: /^\/logout$/, endpoint: logout },
  { method: 'GET', path: /^\/user$/, endpoint: getUser },
  { method: 'PUT', path: /^\/user$/, endpoint: updateOwnUser },
  { method: 'GET', path: /^\/verify$/, endpoint: verifyGet },
  { method: 'POST', path: /^\/verify$/, endpoint: verifyPost },
  { method: 'POST', path: /^\/recover$/, endpoint: recover },
  { method: 'POST', path: /^\/resend$/, endpoint: resend },
  { method: 'GET', path: /^\/admin\/users\/?$/, endpoint: listUsers },
  { method: 'POST', path: /^\/admin\/users\/?$/, endpoint: createUser },
  { method: 'GET', path: /^\/admin\/users\/([^/]+)\/?$/, endpoint: getUserById },
  { method: 'PUT', path: /^\/admin\/users\/([^/]+)\/?$/, endpoint: updateUserById },
  { method: 'DELETE', path: /^\/admin\/users\/([^/]+)\/?$/, endpoint: deleteUserById },
  { method: '*', path: /^\/admin\/users(?:\/[^/]+)?\/?$/, endpoint: adminMethodNotAllowed },
];

function findRoute(method: string, path: string): { endpoint: AuthEndpoint; params: string[] } | undefined {
  for (const route of AUTH_ROUTES) {
    if (route.method !== method && route.method !== '*') continue;
    const match = route.path.exec(path);
    if (match) return { endpoint: route.endpoint, params: match.slice(1).map((p) => decodePathSegment(p, errorsFor.validation)) };
  }
  return undefined;
}

/** Older auth-js (no X-Supabase-Api-Version) reads {code: status, error_code, msg}. */
function legacyShape(status: number, body: Record<string, unknown>): Record<string, unknown> {
  const { code, message, ...rest } = body;
  return { code: status, error_code: code, msg: message, ...rest };
}

/** Dispatches /auth/v1/* through AUTH_ROUTES. Errors keep GoTrue's status and code, and the API version header. */
export async function handleAuth(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.replace(/^\/auth\/v1/, '') || '/';
  const method = req.method ?? 'GET';
  const headers = { 'X-Supabase-Api-Version': API_VERSION };
  const modern = req.headers['x-supabase-api-version'] !== undefined;
  try {
    const route = findRoute(method, path);
    if (!route) throw authError('not_found', `The embedded backend does not serve ${method} /auth/v1${path}`);
    const result = await route.endpoint({ ctx, req, res, url, params: route.params });
    if (result === undefined) return;
    const status = result.status ?? 200;
    sendJson(res, status, result.body === undefined ? '' : result.body, headers);
  } catch (error) {
    if (error instanceof HttpError) {
      sendJson(res, error.status, modern ? error.body : legacyShape(error.status, error.body), { ...headers, ...error.headers });
      return;
    }
    throw error;
  }
}

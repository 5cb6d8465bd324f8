import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import type { Mailbox } from '../mailbox/mailbox';
import type { AuthLimits } from './limits';
import type { TokenSigner } from './tokens';

export interface AuthContext {
  db: Database;
  signer: TokenSigner;
  mailbox: Mailbox;
  /** Base URL of this server, for links in emails. */
  externalUrl: string;
  siteUrl: string;
  isAllowedRedirect: (url: string) => boolean;
  autoconfirm: boolean;
  limits: AuthLimits;
}

/** What an endpoint gets: the request, the response (for headers), the URL and the path below /auth/v1. */
export interface AuthRequest {
  ctx: AuthContext;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Captures of the route's pattern (e.g. the user id of /admin/users/<id>). */
  params: string[];
}

/** An endpoint's answer: a JSON body with 200 unless `status` says otherwise; `undefined` when it wrote the response itself. */
export type AuthResult = { status?: number; body?: unknown } | undefined;

export type AuthEndpoint = (request: AuthRequest) => Promise<AuthResult>;

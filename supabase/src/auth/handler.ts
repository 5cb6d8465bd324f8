import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { readBody } from '../http/body';
import { HttpError } from '../http/errors';
import { sendJson } from '../http/respond';
import type { Mailbox } from '../mailbox/mailbox';
import { authError, errorsFor } from './errors';
import { hashPassword, verifyPassword } from './password';
import { RateLimiter } from './rate-limit';
import { refreshSession, startSession, type TokenResponse, type TokenSigner } from './tokens';
import {
  findUserByEmail,
  findUserById,
  hashToken,
  insertUser,
  newLinkToken,
  obfuscatedUser,
  updateUser,
  userJson,
  type UserRow,
} from './users';
import { checkPassword, normaliseEmail } from './validate';
import { JwtError, verifyJwt, type Claims } from './verify-jwt';

export interface AuthContext {
  db: Database;
  signer: TokenSigner;
  mailbox: Mailbox;
  /** Base URL of this server, for links in emails. */
  externalUrl: string;
  siteUrl: string;
  isAllowedRedirect: (url: string) => boolean;
  autoconfirm: boolean;
  signInLimiter: RateLimiter;
  emailIntervalSeconds: number;
}

const API_VERSION = '2024-01-01';
const LINK_TTL_MS = 24 * 3600 * 1000;

type Body = Record<string, unknown>;

async function jsonBody(req: IncomingMessage): Promise<Body> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON: invalid character');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as Body;
}

function metadata(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim();
}

/** A user's own JWT, verified; GoTrue answers 401 without one and 403 bad_jwt for one it cannot verify. */
async function requireClaims(ctx: AuthContext, req: IncomingMessage): Promise<Claims> {
  const token = bearer(req);
  if (!token) throw errorsFor.noAuthorization();
  try {
    return await verifyJwt(token, ctx.signer.secret);
  } catch (error) {
    if (error instanceof JwtError) {
      if (error.problem === 'expired') throw errorsFor.badJwt('token has invalid claims: token is expired');
      throw errorsFor.badJwt(error.message);
    }
    throw error;
  }
}

async function requireUser(ctx: AuthContext, req: IncomingMessage): Promise<{ claims: Claims; user: UserRow }> {
  const claims = await requireClaims(ctx, req);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw errorsFor.badJwt('invalid claim: missing sub claim');
  const sessionId = claims.session_id;
  const user = await ctx.db.transaction(async (tx) => {
    if (typeof sessionId === 'string') {
      const session = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
      if (session.rows.length === 0) throw errorsFor.sessionNotFound();
    }
    return findUserById(tx, claims.sub ?? '');
  });
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims, user };
}

function redirectTarget(ctx: AuthContext, url: URL, body?: Body): string {
  const requested = url.searchParams.get('redirect_to') ?? (typeof body?.redirect_to === 'string' ? body.redirect_to : null);
  return requested && ctx.isAllowedRedirect(requested) ? requested : ctx.siteUrl;
}

function verifyLink(ctx: AuthContext, token: string, type: string, redirectTo: string): string {
  const params = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.externalUrl}/auth/v1/verify?${params.toString()}`;
}

const MAIL_COPY: Record<string, { subject: string; lead: string; action: string }> = {
  signup: { subject: 'Confirm Your Signup', lead: 'Follow this link to confirm your user:', action: 'Confirm your mail' },
  recovery: { subject: 'Reset Your Password', lead: 'Follow this link to reset the password for your user:', action: 'Reset Password' },
  email_change: { subject: 'Confirm Email Change', lead: 'Follow this link to confirm the update of your email:', action: 'Change Email' },
};

function sendLink(ctx: AuthContext, to: string, type: string, link: string): void {
  const copy = MAIL_COPY[type] ?? { subject: type, lead: 'Follow this link:', action: 'Open' };
  const escaped = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  ctx.mailbox.send({
    to,
    subject: copy.subject,
    type,
    text: `${copy.lead}\n${link}\n`,
    html: `<h2>${copy.subject}</h2><p>${copy.lead}</p><p><a href="${escaped}">${copy.action}</a></p>`,
    links: [link],
  });
}

function tooSoon(ctx: AuthContext, sentAt: Date | null): boolean {
  return sentAt !== null && Date.now() - sentAt.getTime() < ctx.emailIntervalSeconds * 1000;
}

function emailRateError(ctx: AuthContext): HttpError {
  return authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${ctx.emailIntervalSeconds} seconds.`);
}

async function signup(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<unknown> {
  const body = await jsonBody(req);
  const email = normaliseEmail(body.email);
  if (body.password === undefined || body.password === '') throw errorsFor.validation('Signup requires a valid password', 422);
  const password = checkPassword(body.password);
  const redirectTo = redirectTarget(ctx, url, body);
  const userMetadata = metadata(body.data);
  // bcrypt runs before the transaction: the queue is never held for a hash.
  const passwordHash = await hashPassword(password);
  const link = newLinkToken();
  const outcome = await ctx.db.transaction(async (tx): Promise<{ json: unknown; mail?: string }> => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      if (existing.email_confirmed_at !== null || ctx.autoconfirm) {
        if (ctx.autoconfirm) throw errorsFor.userAlreadyExists();
        return { json: obfuscatedUser(email, userMetadata) };
      }
      // Unconfirmed: send the confirmation again (not more often than the email interval allows).
      if (tooSoon(ctx, existing.confirmation_sent_at)) throw emailRateError(ctx);
      const row = await updateUser(tx, existing.id, { confirmation_token: link.hash, confirmation_sent_at: new Date() });
      return { json: userJson(row), mail: row.email };
    }
    const row = await insertUser(tx, {
      email,
      passwordHash,
      confirmed: ctx.autoconfirm,
      userMetadata,
      confirmationTokenHash: ctx.autoconfirm ? undefined : link.hash,
    });
    if (ctx.autoconfirm) return { json: await startSession(tx, ctx.signer, row) };
    return { json: userJson(row), mail: row.email };
  });
  if (outcome.mail) sendLink(ctx, outcome.mail, 'signup', verifyLink(ctx, link.raw, 'signup', redirectTo));
  return outcome.json;
}

async function passwordGrant(ctx: AuthContext, req: IncomingMessage): Promise<TokenResponse> {
  const body = await jsonBody(req);
  if (typeof body.email !== 'string' || body.email.trim() === '' || typeof body.password !== 'string') {
    throw errorsFor.invalidCredentials();
  }
  const email = body.email.trim().toLowerCase();
  if (!ctx.signInLimiter.attempt(email)) throw errorsFor.rateLimited();
  const user = await ctx.db.transaction((tx) => findUserByEmail(tx, email));
  const ok = await verifyPassword(body.password, user?.encrypted_password ?? null);
  if (!user || !ok) throw errorsFor.invalidCredentials();
  // Checked after the password, as GoTrue does, so the answer does not reveal unconfirmed accounts.
  if (user.email_confirmed_at === null) throw errorsFor.emailNotConfirmed();
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authError(400, 'user_banned', 'User is banned');
  return ctx.db.transaction((tx) => startSession(tx, ctx.signer, user));
}

async function refreshGrant(ctx: AuthContext, req: IncomingMessage): Promise<TokenResponse> {
  const body = await jsonBody(req);
  if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
    throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  const presented = body.refresh_token;
  const result = await ctx.db.transaction((tx) => refreshSession(tx, ctx.signer, presented));
  if (result === 'reused') throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return result;
}

async function logout(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<void> {
  const claims = await requireClaims(ctx, req);
  req.resume();
  const scope = url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw errorsFor.validation(`Unsupported logout scope "${scope}"`);
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  await ctx.db.transaction(async (tx) => {
    if (scope === 'local' && sessionId) await tx.query('delete from auth.sessions where id = $1', [sessionId]);
    else if (scope === 'others') await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [claims.sub, sessionId]);
    else if (scope === 'global') await tx.query('delete from auth.sessions where user_id = $1', [claims.sub]);
  });
}

async function updateOwnUser(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<unknown> {
  const { user } = await requireUser(ctx, req);
  const body = await jsonBody(req);
  const sets: Record<string, unknown> = {};
  if (body.password !== undefined) {
    const password = checkPassword(body.password);
    if (await verifyPassword(password, user.encrypted_password)) {
      throw authError(422, 'same_password', 'New password should be different from the old password.');
    }
    sets.encrypted_password = await hashPassword(password);
  }
  if (body.data !== undefined) sets.raw_user_meta_data = JSON.stringify({ ...(user.raw_user_meta_data ?? {}), ...metadata(body.data) });
  let changeMail: { to: string; link: string } | undefined;
  if (body.email !== undefined) {
    const email = normaliseEmail(body.email, 'update');
    if (email !== user.email) {
      const link = newLinkToken();
      sets.email_change = email;
      sets.email_change_token_new = link.hash;
      sets.email_change_sent_at = new Date();
      changeMail = { to: email, link: verifyLink(ctx, link.raw, 'email_change', redirectTarget(ctx, url, body)) };
    }
  }
  const row = await ctx.db.transaction(async (tx) => {
    if (typeof sets.email_change === 'string') {
      const taken = await findUserByEmail(tx, sets.email_change);
      if (taken) throw errorsFor.emailExists();
    }
    return Object.keys(sets).length === 0 ? user : updateUser(tx, user.id, sets);
  });
  if (changeMail) sendLink(ctx, changeMail.to, 'email_change', changeMail.link);
  return userJson(row);
}

/** Finds the user a link token belongs to, consumes the token and applies what the link confirms. */
async function consumeLink(ctx: AuthContext, token: string, type: string): Promise<TokenResponse | null> {
  const hash = hashToken(token);
  const column = type === 'recovery' || type === 'magiclink' ? 'recovery_token' : type === 'email_change' ? 'email_change_token_new' : 'confirmation_token';
  const sentColumn = column === 'recovery_token' ? 'recovery_sent_at' : column === 'email_change_token_new' ? 'email_change_sent_at' : 'confirmation_sent_at';
  return ctx.db.transaction(async (tx) => {
    const found = await tx.query<UserRow>(`select * from auth.users where ${column} = $1`, [hash]);
    const user = found.rows[0];
    if (!user) return null;
    const sentAt = user[sentColumn as keyof UserRow] as Date | null;
    if (!sentAt || Date.now() - sentAt.getTime() > LINK_TTL_MS) return null;
    let updated: UserRow;
    if (column === 'email_change_token_new') {
      updated = await updateUser(tx, user.id, { email: user.email_change, email_change: '', email_change_token_new: '' });
    } else {
      updated = await updateUser(tx, user.id, {
        [column]: '',
        email_confirmed_at: user.email_confirmed_at ?? new Date(),
      });
    }
    return startSession(tx, ctx.signer, updated);
  });
}

const VERIFY_TYPES = ['signup', 'recovery', 'email_change', 'magiclink', 'invite', 'email'];

/** GET /verify: the link in the email. Success or failure, the browser goes back to the site with a fragment. */
async function verifyGet(ctx: AuthContext, url: URL, res: ServerResponse): Promise<void> {
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  const redirectTo = redirectTarget(ctx, url);
  const session = VERIFY_TYPES.includes(type) && token !== '' ? await consumeLink(ctx, token, type) : null;
  const fragment = session
    ? new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      })
    : new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
  const location = `${redirectTo.split('#')[0]}#${fragment.toString()}`;
  res.writeHead(303, { Location: location, 'Content-Length': '0', 'X-Supabase-Api-Version': API_VERSION });
  res.end();
}

/** POST /verify {type, token_hash} (supabase-js verifyOtp): the same link token, answered with a session. */
async function verifyPost(ctx: AuthContext, req: IncomingMessage): Promise<TokenResponse> {
  const body = await jsonBody(req);
  const type = typeof body.type === 'string' ? body.type : '';
  const token = typeof body.token_hash === 'string' ? body.token_hash : typeof body.token === 'string' ? body.token : '';
  if (!VERIFY_TYPES.includes(type) || token === '') throw errorsFor.validation('Verify requires a verification type and token_hash');
  const session = await consumeLink(ctx, token, type);
  if (!session) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
  return session;
}

async function recover(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<unknown> {
  const body = await jsonBody(req);
  const email = normaliseEmail(body.email, 'recover');
  const redirectTo = redirectTarget(ctx, url, body);
  const link = newLinkToken();
  const to = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    if (tooSoon(ctx, user.recovery_sent_at)) throw emailRateError(ctx);
    await updateUser(tx, user.id, { recovery_token: link.hash, recovery_sent_at: new Date() });
    return user.email;
  });
  // An unknown address gets the same empty 200: recovery must not reveal which accounts exist.
  if (to) sendLink(ctx, to, 'recovery', verifyLink(ctx, link.raw, 'recovery', redirectTo));
  return {};
}

async function resend(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<unknown> {
  const body = await jsonBody(req);
  const type = body.type;
  if (type !== 'signup' && type !== 'email_change') throw errorsFor.validation('Missing one of these types: signup, email_change');
  const email = normaliseEmail(body.email, 'resend');
  const redirectTo = redirectTarget(ctx, url, body);
  const link = newLinkToken();
  const to = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || type !== 'signup' || user.email_confirmed_at !== null) return null;
    if (tooSoon(ctx, user.confirmation_sent_at)) throw emailRateError(ctx);
    await updateUser(tx, user.id, { confirmation_token: link.hash, confirmation_sent_at: new Date() });
    return user.email;
  });
  if (to) sendLink(ctx, to, 'signup', verifyLink(ctx, link.raw, 'signup', redirectTo));
  return {};
}

function settings(ctx: AuthContext): unknown {
  const external = Object.fromEntries(
    ['anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc', 'workos', 'twitch', 'twitter', 'zoom', 'phone'].map((p) => [p, false]),
  );
  return {
    external: { ...external, email: true },
    disable_signup: false,
    mailer_autoconfirm: ctx.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

async function requireServiceRole(ctx: AuthContext, req: IncomingMessage): Promise<void> {
  const claims = await requireClaims(ctx, req);
  if (claims.role !== 'service_role') throw errorsFor.notAdmin();
}

async function adminUsers(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL, id: string | undefined): Promise<unknown> {
  await requireServiceRole(ctx, req);
  const method = req.method ?? 'GET';
  if (!id && method === 'GET') {
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page') ?? 50) || 50));
    const { rows, total } = await ctx.db.transaction(async (tx) => {
      const list = await tx.query<UserRow>('select * from auth.users order by created_at, id limit $1 offset $2', [perPage, (page - 1) * perPage]);
      const count = await tx.query<{ n: number }>('select count(*)::int as n from auth.users');
      return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
    });
    res.setHeader('X-Total-Count', String(total));
    const last = Math.max(1, Math.ceil(total / perPage));
    res.setHeader('Link', `</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
    return { users: rows.map(userJson), aud: 'authenticated' };
  }
  if (!id && method === 'POST') {
    const body = await jsonBody(req);
    const email = normaliseEmail(body.email);
    const passwordHash = body.password === undefined ? null : await hashPassword(checkPassword(body.password));
    const row = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw errorsFor.emailExists();
      return insertUser(tx, {
        email,
        passwordHash,
        confirmed: body.email_confirm === true,
        userMetadata: metadata(body.user_metadata ?? body.data),
        appMetadata: metadata(body.app_metadata),
      });
    });
    return userJson(row);
  }
  if (!id) throw authError(405, 'method_not_allowed', `${method} is not allowed here`);
  if (method === 'GET') {
    const row = await ctx.db.transaction((tx) => findUserById(tx, id));
    if (!row) throw errorsFor.userNotFound();
    return userJson(row);
  }
  if (method === 'PUT') {
    const body = await jsonBody(req);
    const sets: Record<string, unknown> = {};
    if (body.email !== undefined) sets.email = normaliseEmail(body.email);
    if (body.password !== undefined) sets.encrypted_password = await hashPassword(checkPassword(body.password));
    if (body.email_confirm === true) sets.email_confirmed_at = new Date();
    const row = await ctx.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw errorsFor.userNotFound();
      if (body.user_metadata !== undefined) sets.raw_user_meta_data = JSON.stringify({ ...(user.raw_user_meta_data ?? {}), ...metadata(body.user_metadata) });
      if (body.app_metadata !== undefined) sets.raw_app_meta_data = JSON.stringify({ ...(user.raw_app_meta_data ?? {}), ...metadata(body.app_metadata) });
      return Object.keys(sets).length === 0 ? user : updateUser(tx, id, sets);
    });
    return userJson(row);
  }
  if (method === 'DELETE') {
    const row = await ctx.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw errorsFor.userNotFound();
      await tx.query('delete from auth.users where id = $1', [id]);
      return user;
    });
    return userJson(row);
  }
  throw authError(405, 'method_not_allowed', `${method} is not allowed here`);
}

/** Older auth-js (no X-Supabase-Api-Version) reads {code: status, error_code, msg}. */
function legacyShape(status: number, body: Record<string, unknown>): Record<string, unknown> {
  const { code, message, ...rest } = body;
  return { code: status, error_code: code, msg: message, ...rest };
}

/** Dispatches /auth/v1/*. Errors keep GoTrue's status and code. */
export async function handleAuth(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.replace(/^\/auth\/v1/, '') || '/';
  const method = req.method ?? 'GET';
  const headers = { 'X-Supabase-Api-Version': API_VERSION };
  const modern = req.headers['x-supabase-api-version'] !== undefined;
  try {
    let result: unknown;
    let status = 200;
    const admin = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(path);
    if (path === '/health' && method === 'GET') {
      result = { version: 'v2-embedded', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' };
    } else if (path === '/settings' && method === 'GET') result = settings(ctx);
    else if (path === '/signup' && method === 'POST') result = await signup(ctx, req, url);
    else if (path === '/token' && method === 'POST') {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') result = await passwordGrant(ctx, req);
      else if (grant === 'refresh_token') result = await refreshGrant(ctx, req);
      else throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    } else if (path === '/logout' && method === 'POST') {
      await logout(ctx, req, url);
      status = 204;
    } else if (path === '/user' && method === 'GET') result = userJson((await requireUser(ctx, req)).user);
    else if (path === '/user' && method === 'PUT') result = await updateOwnUser(ctx, req, url);
    else if (path === '/verify' && method === 'GET') {
      await verifyGet(ctx, url, res);
      return;
    } else if (path === '/verify' && method === 'POST') result = await verifyPost(ctx, req);
    else if (path === '/recover' && method === 'POST') result = await recover(ctx, req, url);
    else if (path === '/resend' && method === 'POST') result = await resend(ctx, req, url);
    else if (admin) result = await adminUsers(ctx, req, res, url, admin[1] ? decodeURIComponent(admin[1]) : undefined);
    else throw authError(404, 'not_found', `The embedded backend does not serve ${method} /auth/v1${path}`);
    sendJson(res, status, result === undefined ? '' : result, headers);
  } catch (error) {
    if (error instanceof HttpError) {
      const extra: Record<string, string> = error.status === 429 ? { 'Retry-After': '60' } : {};
      sendJson(res, error.status, modern ? error.body : legacyShape(error.status, error.body), { ...headers, ...error.headers, ...extra });
      return;
    }
    throw error;
  }
}

import { errorsFor, authError } from '../api-errors';
import type { AuthEndpoint } from '../context';
import { sendLink, verifyLink } from '../mail';
import { hashPassword } from '../password';
import { jsonBody, metadata, redirectTarget } from '../request';
import { startSession } from '../tokens';
import { findUserByEmail, insertUser, newLinkToken, obfuscatedUser, updateUser, userJson } from '../users';
import { checkPassword, normaliseEmail } from '../validate';

/** POST /signup: a new user (confirmation email, or a session with autoconfirm). */
export const signup: AuthEndpoint = async ({ ctx, req, url }) => {
  ctx.limits.request('signUp', req);
  const body = await jsonBody(req);
  const email = normaliseEmail(body.email);
  if (body.password === undefined || body.password === '') throw authError('signup_password_required', 'Signup requires a valid password');
  const password = checkPassword(body.password);
  const redirectTo = redirectTarget(ctx, url, body);
  const userMetadata = metadata(body.data);
  // Counted for every address, known or not, before the database is asked: the answer must not tell.
  if (!ctx.autoconfirm) ctx.limits.email('signup', email);
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
      // Unconfirmed: send the confirmation again (ctx.limits.email has already spaced the requests out).
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
  return { body: outcome.json };
};

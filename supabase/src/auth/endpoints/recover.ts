import { errorsFor } from '../api-errors';
import type { AuthEndpoint } from '../context';
import { sendLink, verifyLink } from '../mail';
import { jsonBody, redirectTarget } from '../request';
import { findUserByEmail, newLinkToken, updateUser } from '../users';
import { normaliseEmail } from '../validate';

/** POST /recover: a password-reset link by email. */
export const recover: AuthEndpoint = async ({ ctx, req, url }) => {
  ctx.limits.request('recover', req);
  const body = await jsonBody(req);
  const email = normaliseEmail(body.email, 'recover');
  // Counted whether or not the address has an account, so a 429 does not reveal one either.
  ctx.limits.email('recovery', email);
  const redirectTo = redirectTarget(ctx, url, body);
  const link = newLinkToken();
  const to = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    await updateUser(tx, user.id, { recovery_token: link.hash, recovery_sent_at: new Date() });
    return user.email;
  });
  // An unknown address gets the same empty 200: recovery must not reveal which accounts exist.
  if (to) sendLink(ctx, to, 'recovery', verifyLink(ctx, link.raw, 'recovery', redirectTo));
  return { body: {} };
};

/** POST /resend {type: signup}: the confirmation email again, for an unconfirmed address. */
export const resend: AuthEndpoint = async ({ ctx, req, url }) => {
  ctx.limits.request('recover', req);
  const body = await jsonBody(req);
  const type = body.type;
  if (type !== 'signup' && type !== 'email_change') throw errorsFor.validation('Missing one of these types: signup, email_change');
  const email = normaliseEmail(body.email, 'resend');
  ctx.limits.email('signup', email);
  const redirectTo = redirectTarget(ctx, url, body);
  const link = newLinkToken();
  const to = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || type !== 'signup' || user.email_confirmed_at !== null) return null;
    await updateUser(tx, user.id, { confirmation_token: link.hash, confirmation_sent_at: new Date() });
    return user.email;
  });
  if (to) sendLink(ctx, to, 'signup', verifyLink(ctx, link.raw, 'signup', redirectTo));
  return { body: {} };
};

import { authError, errorsFor } from '../api-errors';
import type { AuthEndpoint } from '../context';
import { sendLink, verifyLink } from '../mail';
import { hashPassword, verifyPassword } from '../password';
import { CLEARED_BY_PASSWORD_CHANGE, endSessionsAfterPasswordChange } from '../password-change';
import { jsonBody, mergeMetadata, redirectTarget, requireUser, userClaims } from '../request';
import { findUserByEmail, newLinkToken, updateUser, userJson } from '../users';
import { checkPassword, normaliseEmail } from '../validate';

/** GET /user: the signed-in user. */
export const getUser: AuthEndpoint = async ({ ctx, req }) => ({ body: userJson((await requireUser(ctx, req)).user) });

/** PUT /user: password, metadata, or an email change confirmed by a link to the new address. */
export const updateOwnUser: AuthEndpoint = async ({ ctx, req, url }) => {
  const { user, claims } = await requireUser(ctx, req);
  const body = await jsonBody(req);
  const sets: Record<string, unknown> = {};
  const passwordChanged = body.password !== undefined;
  if (passwordChanged) {
    const password = checkPassword(body.password);
    if (await verifyPassword(password, user.encrypted_password)) {
      throw authError('same_password', 'New password should be different from the old password.');
    }
    // Before the email change below, which sets a token of its own: GoTrue clears first, then mails the new link.
    Object.assign(sets, CLEARED_BY_PASSWORD_CHANGE, { encrypted_password: await hashPassword(password) });
  }
  if (body.data !== undefined) sets.raw_user_meta_data = JSON.stringify(mergeMetadata(user.raw_user_meta_data, body.data));
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
    if (passwordChanged) await endSessionsAfterPasswordChange(tx, user.id, userClaims(claims).sessionId);
    return Object.keys(sets).length === 0 ? user : updateUser(tx, user.id, sets);
  });
  if (changeMail) sendLink(ctx, changeMail.to, 'email_change', changeMail.link);
  return { body: userJson(row) };
};

import { errorsFor } from '../api-errors';
import type { AuthEndpoint } from '../context';
import { hashPassword } from '../password';
import { CLEARED_BY_PASSWORD_CHANGE, endSessionsAfterPasswordChange } from '../password-change';
import { jsonBody, mergeMetadata, metadata, requireServiceRole } from '../request';
import { findUserByEmail, findUserById, insertUser, updateUser, userJson, type UserRow } from '../users';
import { checkPassword, normaliseEmail } from '../validate';

/** The last page asked for: with 1,000 a page, an offset still far inside a bigint. */
const MAX_PAGE = 1_000_000;

/** GET /admin/users?page&per_page (service role). */
export const listUsers: AuthEndpoint = async ({ ctx, req, res, url }) => {
  await requireServiceRole(ctx, req);
  // Whole numbers in range: page=1e300 made an offset Postgres could not take (a 500); past the end is simply empty.
  const page = Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(url.searchParams.get('page') ?? 1)) || 1));
  const perPage = Math.min(1000, Math.max(1, Math.trunc(Number(url.searchParams.get('per_page') ?? 50)) || 50));
  const { rows, total } = await ctx.db.transaction(async (tx) => {
    const list = await tx.query<UserRow>('select * from auth.users order by created_at, id limit $1 offset $2', [perPage, (page - 1) * perPage]);
    const count = await tx.query<{ n: number }>('select count(*)::int as n from auth.users');
    return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
  });
  res.setHeader('X-Total-Count', String(total));
  const last = Math.max(1, Math.ceil(total / perPage));
  res.setHeader('Link', `</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
  return { body: { users: rows.map(userJson), aud: 'authenticated' } };
};

/** POST /admin/users (service role): a user with or without a password, confirmed or not. */
export const createUser: AuthEndpoint = async ({ ctx, req }) => {
  await requireServiceRole(ctx, req);
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
  return { body: userJson(row) };
};

/** GET /admin/users/<id>. */
export const getUserById: AuthEndpoint = async ({ ctx, req, params }) => {
  await requireServiceRole(ctx, req);
  const row = await ctx.db.transaction((tx) => findUserById(tx, params[0] ?? ''));
  if (!row) throw errorsFor.userNotFound();
  return { body: userJson(row) };
};

/** PUT /admin/users/<id>: email, password, confirmation, metadata. */
export const updateUserById: AuthEndpoint = async ({ ctx, req, params }) => {
  await requireServiceRole(ctx, req);
  const id = params[0] ?? '';
  const body = await jsonBody(req);
  const sets: Record<string, unknown> = {};
  if (body.email !== undefined) sets.email = normaliseEmail(body.email);
  if (body.password !== undefined) Object.assign(sets, CLEARED_BY_PASSWORD_CHANGE, { encrypted_password: await hashPassword(checkPassword(body.password)) });
  if (body.email_confirm === true) sets.email_confirmed_at = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw errorsFor.userNotFound();
    if (typeof sets.email === 'string' && sets.email !== user.email) {
      const holder = await findUserByEmail(tx, sets.email);
      if (holder && holder.id !== id) throw errorsFor.emailExists();
    }
    if (body.user_metadata !== undefined) sets.raw_user_meta_data = JSON.stringify(mergeMetadata(user.raw_user_meta_data, body.user_metadata));
    if (body.app_metadata !== undefined) sets.raw_app_meta_data = JSON.stringify(mergeMetadata(user.raw_app_meta_data, body.app_metadata));
    // GoTrue's UpdatePassword(tx, nil): a password an admin sets ends every session of the user.
    if (sets.encrypted_password !== undefined) await endSessionsAfterPasswordChange(tx, id, null);
    return Object.keys(sets).length === 0 ? user : updateUser(tx, id, sets);
  });
  return { body: userJson(row) };
};

/** DELETE /admin/users/<id>: answers the deleted user. */
export const deleteUserById: AuthEndpoint = async ({ ctx, req, params }) => {
  await requireServiceRole(ctx, req);
  const id = params[0] ?? '';
  const row = await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw errorsFor.userNotFound();
    await tx.query('delete from auth.users where id = $1', [id]);
    return user;
  });
  return { body: userJson(row) };
};

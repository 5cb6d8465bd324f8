import { errorsFor } from '../api-errors';
import type { AuthEndpoint } from '../context';
import { requireClaims, userClaims } from '../request';

/** POST /logout?scope=global|local|others: ends sessions (204). */
export const logout: AuthEndpoint = async ({ ctx, req, url }) => {
  const claims = await requireClaims(ctx, req);
  req.resume();
  const scope = url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw errorsFor.validation(`Unsupported logout scope "${scope}"`);
  const { sub, sessionId } = userClaims(claims);
  await ctx.db.transaction(async (tx) => {
    if (scope === 'local' && sessionId) await tx.query('delete from auth.sessions where id = $1', [sessionId]);
    else if (scope === 'others') await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [sub, sessionId]);
    else if (scope === 'global') await tx.query('delete from auth.sessions where user_id = $1', [sub]);
  });
  return { status: 204 };
};
